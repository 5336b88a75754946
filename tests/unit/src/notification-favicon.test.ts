// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { showNotificationFavicon } from '../../../src/portal/notification-favicon';

const root = join(import.meta.dirname, '../../..');

/** Width and height of a PNG file (its IHDR chunk), or null when the file is not a PNG. */
function pngSize(path: string): { width: number; height: number } | null {
  const bytes = readFileSync(join(root, path));
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('favicons (SPEC §2: the notification icon while there are unread notifications)', () => {
  it('the page declares a 32 x 32 PNG favicon, not an SVG one (decoded on the main thread as a whole SVG document)', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const link = /<link rel="icon"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('href="/favicon.png"');
    expect(link).toContain('type="image/png"');
    expect(pngSize('public/favicon.png')).toEqual({ width: 32, height: 32 });
    expect(pngSize('public/favicon-notification.png')).toEqual({ width: 32, height: 32 });
  });

  it("switches the page's icon to the notification PNG and back to the page's own", () => {
    document.head.innerHTML = '<link rel="icon" type="image/png" href="/favicon.png">';
    const link = document.querySelector('link[rel~="icon"]')!;
    showNotificationFavicon(true);
    expect(link.getAttribute('href')).toBe('/favicon-notification.png');
    expect(link.getAttribute('data-notification')).toBe('true');
    showNotificationFavicon(false);
    expect(link.getAttribute('href')).toBe('/favicon.png');
    expect(link.getAttribute('data-notification')).toBe('false');
  });
});
