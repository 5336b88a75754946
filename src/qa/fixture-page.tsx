import { machineRegistry } from '../../machines/registry';
import { qaMessages } from '../../domain/messages/qa';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { CompanyConfig } from '../../schemas/company';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import { AppLink } from '../ui/app-link';
import { MachineDiagram } from './machine-diagram';
import { ScreenPanel } from './screen-panel';
import { StepDetails } from './step-details';
import { StepList } from './step-list';
import { useReplay } from './use-replay';
import { useStepControls } from './use-step-controls';

type Props = { title: string; fixture: ReplayFixture; company: CompanyConfig };

/** A workbench page's head: the way back to the fixture list, its title and what it is about. */
export function QaHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="qa-header">
      <p>
        <AppLink to="/qa">{qaMessages.backToList}</AppLink>
      </p>
      <PageHeading>{title}</PageHeading>
      {lead ? <p>{lead}</p> : null}
    </header>
  );
}

/** One fixture replayed: diagram and real screen at the chosen step, the step controls and what the step did. */
export function FixturePage({ title, fixture, company }: Props) {
  const result = useReplay(fixture);
  // Without ?step, a failed fixture opens at its failing step (the replay stops there).
  const controls = useStepControls(result?.steps.length ?? 0, result && !result.ok ? result.steps.length : 0);
  const entry = Object.hasOwn(machineRegistry, fixture.machine) ? machineRegistry[fixture.machine] : undefined;
  const header = <QaHeader title={title} lead={fixture.description ?? qaMessages.noDescription} />;
  if (!result || !entry) {
    return (
      <main className="qa">
        {header}
        <p role="status">{entry ? qaMessages.replaying : qaMessages.unknownFixture}</p>
      </main>
    );
  }
  const { step, go, playing, setPlaying, hrefOf } = controls;
  const trace = step === 0 ? result.start : result.steps[step - 1]!;
  const last = result.steps.length;
  const absolute = (n: number) => `${window.location.origin}${hrefOf(n)}`;
  return (
    <main className="qa">
      {header}
      <p className={result.ok ? 'qa-badge qa-badge--ok' : 'qa-badge qa-badge--failed'} data-qa-result={result.ok ? 'passed' : 'failed'}>
        {result.ok ? qaMessages.passed : qaMessages.failed}
      </p>
      <div className="qa-controls" role="group" aria-label={qaMessages.steps}>
        <button type="button" className="button button--outline" onClick={() => go(step - 1)} disabled={step === 0}>
          {qaMessages.previous}
        </button>
        <button type="button" className="button button--outline" onClick={() => setPlaying(!playing)} aria-pressed={playing} disabled={step >= last && !playing}>
          {playing ? qaMessages.pause : qaMessages.play}
        </button>
        <button type="button" className="button button--outline" onClick={() => go(step + 1)} disabled={step >= last}>
          {qaMessages.next}
        </button>
        <span className="qa-controls__where" aria-live="polite" data-qa-step={step}>
          {step === 0 ? qaMessages.start : qaMessages.stepLabel(step, result.steps[step - 1]?.send?.type ?? '—')} / {last}
        </span>
        <span className="qa-controls__hint">{qaMessages.keyboardHint}</span>
      </div>
      <div className="qa-stage">
        <MachineDiagram machine={entry.machine} state={trace.state} />
        <ScreenPanel machineName={fixture.machine} machine={entry.machine} step={trace} company={company} input={fixture.input ?? {}} />
      </div>
      <div className="qa-detail">
        <StepList result={result} current={step} hrefOf={hrefOf} onPick={go} />
        <StepDetails trace={trace} link={absolute(step)} />
      </div>
    </main>
  );
}
