import { createContext } from 'react';

/**
 * A statechart hook's way into a recording (issue 15, 'Gravar'): only a type and an empty context live in the
 * app's bundles; the recorder itself (src/qa/record/recorder.ts) is loaded by the QA control that provides it.
 */
export type MachineImplementations = {
  actors?: Record<string, unknown>;
  actions?: Record<string, unknown>;
};

export type MachineRecording = {
  /** Wraps the implementations the hook provides: each actor's real result and each effect action are recorded. */
  wrap<T extends MachineImplementations>(machine: string, input: unknown, implementations: T): T;
  /** Records an event about to be sent; `current` reads the machine's snapshot (the previous step's expectation). */
  sent(event: { type: string }, current: () => { value: unknown }): void;
  /** The running actor's snapshot reader, for the expectation of the last step at stop. */
  attach(current: () => { value: unknown }): void;
};

export const MachineRecordingContext = createContext<MachineRecording | null>(null);
