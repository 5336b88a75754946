import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../../domain/domain-error';
import { errorStatuses } from '../../../domain/error-codes';
import { replyForError } from '../../../server/plugins/errors';

const seed = 20261125;

describe('replyForError (server/plugins/errors.ts)', () => {
  it('answers every error with a catalogue code whose status is the reply status and a pt-BR text', () => {
    const error = fc.record(
      {
        statusCode: fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constant(undefined), fc.string({ maxLength: 3 })),
        validation: fc.oneof(fc.constant(undefined), fc.array(fc.object(), { maxLength: 2 })),
        code: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 6 }), fc.stringMatching(/^(22|23|42|FS)[0-9A-Z_]{3}$/)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(error, (e) => {
        const { status, code } = replyForError(e);
        expect(errorStatuses[code]).toBe(status);
        expect(errorTexts[code]).toMatch(/\S/);
      }),
      { seed, numRuns: 500 },
    );
  });

  it("maps the caller's mistakes to 4xx and keeps everything else a 500", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^22[0-9A-Z]{3}$/), (code) => {
        expect(replyForError({ code })).toEqual({ status: 400, code: '#VALIDATION' });
      }),
      { seed },
    );
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }).filter((s) => s !== 404 && s !== 413), (statusCode) => {
        expect(replyForError({ statusCode, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })).toEqual({ status: 400, code: '#VALIDATION' });
      }),
      { seed },
    );
    expect(replyForError({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).toEqual({ status: 413, code: '#PAYLOAD_TOO_LARGE' });
    expect(replyForError({ statusCode: 404 })).toEqual({ status: 404, code: '#NOT_FOUND' });
    expect(replyForError({ statusCode: 400, validation: [{}] })).toEqual({ status: 400, code: '#VALIDATION' });
    // A constraint violation (23xxx) or a syntax error (42xxx) is a bug of ours, not the caller's input.
    expect(replyForError({ code: '23505' })).toEqual({ status: 500, code: '#INTERNAL' });
    expect(replyForError({ code: '42601' })).toEqual({ status: 500, code: '#INTERNAL' });
    expect(replyForError({})).toEqual({ status: 500, code: '#INTERNAL' });
  });
});
