import type { ChatToLoad } from '../../domain/chat-providers';

/** What a provider is told: `onClose` runs when the user closes or minimises the vendor's chat window. */
export type ChatHooks = { onClose(): void };

/** A loaded widget: open it, or take it out of the page entirely (script, globals, DOM). */
export type RunningChat = { open(): void; unload(): void };

/** One vendor: injects its widget script, starts it with the token, and wires its close event to `onClose`. */
export type ChatProvider = (chat: ChatToLoad, hooks: ChatHooks) => Promise<RunningChat>;
