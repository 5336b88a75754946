import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../domain/page-title';

describe('documentTitle: the screen, the app, the unread count (SPEC §2, WCAG 2.4.2)', () => {
  it('puts the screen on display before the app title', () => {
    expect(documentTitle('Portal Demo', 'Boletos', 0)).toBe('Boletos – Portal Demo');
  });

  it("keeps SPEC §2's '(n)' prefix in front of the whole title", () => {
    expect(documentTitle('Portal Delta', 'Início', 2)).toBe('(2) Início – Portal Delta');
  });

  it('is the app title alone when no screen is named, or the screen is named as the app', () => {
    expect(documentTitle('Portal Demo', '', 0)).toBe('Portal Demo');
    expect(documentTitle('Portal Demo', '   ', 3)).toBe('(3) Portal Demo');
    expect(documentTitle('Portal Demo', 'Portal Demo', 0)).toBe('Portal Demo');
  });
});
