import type { ReplayResult } from '../../machines/replay/replay';
import { qaMessages } from '../../domain/messages/qa';

type Props = { result: ReplayResult; current: number; hrefOf: (step: number) => string; onPick: (step: number) => void };

/** The steps (0 = the state after start), each a link to ?step=N; the current one marked, a failed one in red. */
export function StepList({ result, current, hrefOf, onPick }: Props) {
  const items = [
    { n: 0, label: qaMessages.start, failed: false },
    ...result.steps.map((s) => ({
      n: s.index + 1,
      label: qaMessages.stepLabel(s.index + 1, s.send?.type ?? (s.after !== undefined ? qaMessages.afterMs(s.after) : '—')),
      failed: s.failures.length > 0,
    })),
  ];
  return (
    <nav className="qa-steps" aria-label={qaMessages.steps}>
      <ol>
        {items.map((item) => (
          <li key={item.n}>
            <a
              href={hrefOf(item.n)}
              className={`qa-steps__item${item.failed ? ' qa-steps__item--failed' : ''}`}
              aria-current={item.n === current ? 'step' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onPick(item.n);
              }}
            >
              {item.label}
              {item.failed ? ` (${qaMessages.failed})` : ''}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
