import { describe, expect, it } from 'vitest';
import { displayName, fixtureFiles } from './fixture-files';
import { loadFixture, replayFixture } from './replay';

describe('statechart fixtures replay', () => {
  const files = fixtureFiles();

  it('finds fixtures', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [displayName(f), f]))('%s', async (_name, file) => {
    const result = await replayFixture(loadFixture(file));
    expect(result.failures).toEqual([]);
  });
});
