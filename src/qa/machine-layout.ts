import type { ELK, ElkNode } from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machineTransitions } from '../../machines/replay/transitions';

export type LaidNode = { id: string; label: string; x: number; y: number; width: number; height: number };
export type LaidEdge = { id: string; points: { x: number; y: number }[]; label?: { text: string; x: number; y: number } };
export type MachineLayout = { width: number; height: number; nodes: LaidNode[]; edges: LaidEdge[] };

const charWidth = 7;
const nodeHeight = 32;

/** Every state of the machine by its dotted path, parents before their children (the diagram's nodes). */
export function machineStates(machine: AnyStateMachine): string[] {
  return statePaths(machine.root);
}

function statePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => {
    const state = child as AnyStateNode;
    return [state.path.join('.'), ...statePaths(state)];
  });
}

let engine: Promise<Pick<ELK, 'layout'>> | undefined;

/**
 * One ELK per page, its layout engine (1.6 MB of compiled Java) in a Web Worker: loading it and laying out a
 * machine never hold the main thread, and the build has no 1.6 MB chunk. The library's API never answers when its
 * worker fails to load, so a worker error rejects the layout instead (and the next diagram starts a new worker).
 */
function layoutEngine(): Promise<Pick<ELK, 'layout'>> {
  engine ??= import('elkjs/lib/elk-api').then(({ default: Elk }) => {
    let failed!: (error: Error) => void;
    const failure = new Promise<never>((_, reject) => (failed = reject));
    failure.catch(() => (engine = undefined));
    const elk = new Elk({
      workerUrl: elkWorkerUrl,
      workerFactory: (url) => {
        const worker = new Worker(url!);
        worker.addEventListener('error', (event) => failed(new Error(`ELK worker: ${event.message || 'did not load'}`)));
        return worker;
      },
    });
    return { layout: (graph) => Promise.race([elk.layout(graph), failure]) };
  });
  return engine;
}

/** The machine's states and transitions laid out by ELK's layered algorithm. */
export async function layoutMachine(machine: AnyStateMachine): Promise<MachineLayout> {
  const states = machineStates(machine);
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
  const graph = await (await layoutEngine()).layout(input);
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
