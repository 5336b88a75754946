// Node side of the replay engine (machines/replay/): reads and validates fixture files, checks each input
// against its machine's schema with ajv, and replays through the registered machines.
import { readFileSync } from 'node:fs';
import { machineInputSchemas } from '../../machines/input-schemas';
import { machineRegistry, type RegisteredMachine } from '../../machines/registry';
import { replayFixture as replay, type ReplayResult } from '../../machines/replay/replay';
import { ReplayFixture } from '../../schemas/replay-fixture';
import { compileSchema } from '../../schemas/validator';

export type { ReplayResult };

const fixtureSchema = compileSchema<ReplayFixture>(ReplayFixture);
const inputValidators = new WeakMap<object, ReturnType<typeof compileSchema>>();

export function loadFixture(file: string): ReplayFixture {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!fixtureSchema.check(data))
    throw new Error(`${file} is not a replay fixture: ${fixtureSchema.describe()}`);
  return data;
}

function checkInput(machine: string, input: unknown): string | null {
  const schema = Object.hasOwn(machineInputSchemas, machine) ? machineInputSchemas[machine] : undefined;
  if (!schema) return null;
  const validator = inputValidators.get(schema) ?? compileSchema(schema);
  inputValidators.set(schema, validator);
  return validator.check(input) ? null : validator.describe();
}

export function replayFixture(
  fixture: ReplayFixture,
  registry: Readonly<Record<string, RegisteredMachine>> = machineRegistry,
): Promise<ReplayResult> {
  return replay(fixture, registry, { checkInput });
}
