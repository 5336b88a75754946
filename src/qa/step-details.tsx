import type { StepTrace } from '../../machines/replay/replay';
import { qaMessages } from '../../domain/messages/qa';
import { stateText } from './active-states';

type Props = { trace: Omit<StepTrace, 'index' | 'expect' | 'failures'> & Partial<Pick<StepTrace, 'expect' | 'failures'>>; link: string };

const json = (value: unknown) => JSON.stringify(value, null, 1);

/** What one step did: event sent, actor results used, actions run, and whether the expectation held. */
export function StepDetails({ trace, link }: Props) {
  const failures = trace.failures ?? [];
  return (
    <div className={failures.length ? 'qa-step qa-step--failed' : 'qa-step'}>
      <dl className="qa-step__facts">
        <dt>{qaMessages.eventSent}</dt>
        <dd>{trace.send ? <code>{json(trace.send)}</code> : trace.after !== undefined ? qaMessages.afterMs(trace.after) : qaMessages.noEvent}</dd>
        <dt>{qaMessages.state}</dt>
        <dd>
          <code>{stateText(trace.state)}</code>
        </dd>
        <dt>{qaMessages.actorResults}</dt>
        <dd>
          {trace.actorCalls.length ? (
            <ul>
              {trace.actorCalls.map((call, i) => (
                <li key={i}>
                  <code>{call.actor}</code>: <code>{json(call.reply)}</code>
                </li>
              ))}
            </ul>
          ) : (
            qaMessages.none
          )}
        </dd>
        <dt>{qaMessages.effectActions}</dt>
        <dd>{trace.actions.length ? <code>{json(trace.actions)}</code> : qaMessages.none}</dd>
        <dt>{qaMessages.allActions}</dt>
        <dd>{trace.ran.length ? <code>{trace.ran.join(', ')}</code> : qaMessages.none}</dd>
        {trace.expect !== undefined ? (
          <>
            <dt>{qaMessages.expectation}</dt>
            <dd>{failures.length ? qaMessages.failed : qaMessages.expectationHeld}</dd>
          </>
        ) : null}
      </dl>
      {failures.length ? (
        <div className="qa-step__failure" role="alert">
          <p>
            <strong>{qaMessages.expected}:</strong> <code>{json(trace.expect)}</code>
          </p>
          <p>
            <strong>{qaMessages.happened}:</strong> <code>{json(trace.state)}</code>
          </p>
          <ul>
            {failures.map((failure, i) => (
              <li key={i}>{failure}</li>
            ))}
          </ul>
          <p>
            <a href={link} data-qa-step-link>
              {qaMessages.failureLink}
            </a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
