import type { ChatToLoad } from '../../domain/chat-providers';
import type { RunningChat } from './chat-provider';

/**
 * The tab's one chat widget (SPEC §4): started for a signed-in user when the tenant has a chat token, opened after
 * login when `openOnLogin`, stopped on logout. The registry (and every vendor URL) is a lazy chunk loaded here.
 */
let running: Promise<RunningChat | null> | null = null;
/** The last start or stop: a new start waits for the previous widget to be gone (one vendor at a time). */
let settled: Promise<unknown> = Promise.resolve();
let openWanted = false;

/** SPEC §4 "Closing the chat reloads the page". */
const reloadPage = () => window.location.reload();

function openIfWanted(chat: RunningChat | null): void {
  if (!chat || !openWanted) return;
  openWanted = false;
  chat.open();
}

export function startChat(chat: ChatToLoad): void {
  if (running) return;
  running = settled
    .then(() => import('./chat-registry'))
    .then(({ loadChat }) => loadChat(chat, { onClose: reloadPage }))
    .catch(() => null);
  settled = running;
  void running.then(openIfWanted);
}

/** Login step 6 with `openOnLogin`: opens the widget now, or as soon as it has loaded. */
export function requestChatOpen(): void {
  openWanted = true;
  void running?.then(openIfWanted);
}

/** Logout: removes the script, the vendor's globals and its DOM (after the load in flight, if any). */
export function stopChat(): void {
  const current = running;
  running = null;
  openWanted = false;
  if (current) settled = current.then((chat) => chat?.unload());
}
