import { plainText, type PortalNotification } from '../../domain/notification-list';

let audio: AudioContext | null = null;
let primed = false;

function audioContextClass(): typeof AudioContext | undefined {
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  );
}

/**
 * Browsers only let a page play sound after the user interacted with it: the audio context is made at the first
 * click or key press (its start-up cost is paid then, never while a notification is being shown).
 */
export function primeNotificationSound(): void {
  if (primed || typeof window === 'undefined') return;
  primed = true;
  const prime = () => {
    window.removeEventListener('pointerdown', prime, true);
    window.removeEventListener('keydown', prime, true);
    setTimeout(() => {
      try {
        const Context = audioContextClass();
        if (Context) audio ??= new Context();
      } catch {
        // No audio here: notifications stay silent.
      }
    }, 0);
  };
  window.addEventListener('pointerdown', prime, true);
  window.addEventListener('keydown', prime, true);
}

/** SPEC §9 notification sound: a short two-note WebAudio chime (no asset to load); none before any interaction. */
export function playNotificationSound(): void {
  try {
    if (!audio) return;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const now = audio.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const start = now + i * 0.12;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    }
  } catch {
    // No audio device or autoplay blocked: the list still shows it.
  }
}

export const desktopAlertsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** SPEC §9: a silent desktop notification, only when the user already granted permission (never asked here). */
export function showDesktopNotification(notification: PortalNotification): boolean {
  if (!desktopAlertsSupported() || Notification.permission !== 'granted') return false;
  try {
    new Notification(notification.title, {
      body: plainText(notification.message),
      silent: true,
      tag: notification.identifier,
    });
    return true;
  } catch {
    return false;
  }
}

/** A new push: sound and desktop notification only when it asks to notify (SPEC §9, `notify`). */
export function alertNotification(notification: PortalNotification): void {
  if (!notification.notify) return;
  playNotificationSound();
  showDesktopNotification(notification);
}

/** Asked only from the list's button (a user gesture), never on page load. */
export async function requestDesktopAlerts(): Promise<NotificationPermission> {
  if (!desktopAlertsSupported()) return 'denied';
  return Notification.requestPermission();
}
