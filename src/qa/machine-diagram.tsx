import { useEffect, useId, useRef, useState } from 'react';
import type { AnyStateMachine, StateValue } from 'xstate';
import { qaMessages } from '../../domain/messages/qa';
import { activePaths } from './active-states';
import { layoutMachine, machineStates, type MachineLayout } from './machine-layout';

type Props = { machine: AnyStateMachine; state: StateValue };

/** The machine as an SVG diagram (active states highlighted), with the list of states as its text alternative. */
export function MachineDiagram({ machine, state }: Props) {
  const [layout, setLayout] = useState<{ of: AnyStateMachine; layout: MachineLayout | 'failed' } | null>(null);
  const titleId = useId();
  useEffect(() => {
    let live = true;
    layoutMachine(machine).then(
      (laid) => live && setLayout({ of: machine, layout: laid }),
      () => live && setLayout({ of: machine, layout: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [machine]);
  const active = new Set(activePaths(state));
  const drawn = layout?.of === machine ? layout.layout : null;
  const laid = drawn === 'failed' ? null : drawn;
  const scroller = useRef<HTMLDivElement>(null);
  // The deepest active state is scrolled to the middle of the diagram's own scroll area (not the page).
  const focus = laid?.nodes.filter((n) => active.has(n.id)).sort((a, b) => b.id.length - a.id.length)[0];
  useEffect(() => {
    const box = scroller.current;
    if (!box || !focus) return;
    box.scrollTo({ left: focus.x + focus.width / 2 - box.clientWidth / 2, top: focus.y + focus.height / 2 - box.clientHeight / 2 });
  }, [focus]);
  return (
    <figure className="qa-diagram" aria-labelledby={titleId}>
      <figcaption id={titleId} className="qa-panel__title">
        {qaMessages.diagramTitle}
      </figcaption>
      {laid ? (
        <div ref={scroller} className="qa-diagram__scroll" tabIndex={0} role="group" aria-label={qaMessages.diagramTitle}>
          <svg width={laid.width + 8} height={laid.height + 8} viewBox={`-4 -4 ${laid.width + 8} ${laid.height + 8}`} aria-hidden="true">
            <defs>
              <marker id={`${titleId}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" className="qa-diagram__arrow" />
              </marker>
            </defs>
            {laid.edges.map((edge) => (
              <g key={edge.id}>
                <polyline
                  className="qa-diagram__edge"
                  points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
                  markerEnd={`url(#${titleId}-arrow)`}
                />
                {edge.label ? (
                  <text className="qa-diagram__edge-label" x={edge.label.x} y={edge.label.y}>
                    {edge.label.text}
                  </text>
                ) : null}
              </g>
            ))}
            {laid.nodes.map((node) => (
              <g key={node.id} className={active.has(node.id) ? 'qa-diagram__node qa-diagram__node--active' : 'qa-diagram__node'}>
                <rect x={node.x} y={node.y} width={node.width} height={node.height} rx="8" />
                <text x={node.x + node.width / 2} y={node.y + node.height / 2 + 4} textAnchor="middle">
                  {node.label}
                </text>
              </g>
            ))}
          </svg>
        </div>
      ) : drawn === 'failed' ? (
        <p role="alert">{qaMessages.diagramFailed}</p>
      ) : null}
      <details className="qa-diagram__states">
        <summary>{qaMessages.statesList}</summary>
        <ul>
          {machineStates(machine).map((id) => (
            <li key={id} aria-current={active.has(id) ? 'true' : undefined}>
              {id} {active.has(id) ? <strong>{qaMessages.currentState}</strong> : null}
            </li>
          ))}
        </ul>
      </details>
    </figure>
  );
}
