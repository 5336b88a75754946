import type { ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machineTransitions } from '../../machines/replay/transitions';

export type LaidNode = { id: string; label: string; x: number; y: number; width: number; height: number };
export type LaidEdge = { id: string; points: { x: number; y: number }[]; label?: { text: string; x: number; y: number } };
export type MachineLayout = { width: number; height: number; nodes: LaidNode[]; edges: LaidEdge[] };

const charWidth = 7;
const nodeHeight = 32;

function statePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => {
    const state = child as AnyStateNode;
    return [state.path.join('.'), ...statePaths(state)];
  });
}

/** The machine's states and transitions laid out by ELK's layered algorithm (elkjs, worker-less build). */
export async function layoutMachine(machine: AnyStateMachine): Promise<MachineLayout> {
  const states = statePaths(machine.root);
  const known = new Set(states);
  const edges = machineTransitions(machine).list.flatMap((t) =>
    t.targets
      .filter((target) => known.has(t.source) && known.has(target))
      .map((target, i) => ({ id: `${t.key}#${i}`, source: t.source, target, text: t.guard ? `${t.event} [${t.guard}]` : t.event })),
  );
  const input: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.edgeLabels.inline': 'false',
    },
    children: states.map((id) => ({ id, width: id.length * charWidth + 24, height: nodeHeight })),
    edges: edges.map((e) => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ text: e.text, width: e.text.length * 5.5, height: 12 }],
    })),
  };
  // ELK (1.4 MB, worker-less build) is fetched only when a diagram is first drawn.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const graph = await new ELK().layout(input);
  return {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    nodes: (graph.children ?? []).map((n) => ({ id: n.id, label: n.id, x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 })),
    edges: (graph.edges ?? []).map((e) => {
      const section = e.sections?.[0];
      const label = e.labels?.[0];
      return {
        id: e.id,
        points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
        ...(label?.text ? { label: { text: label.text, x: label.x ?? 0, y: (label.y ?? 0) + 9 } } : {}),
      };
    }),
  };
}
