// oidc-provider ships no types; the demo identity provider uses this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type KoaContext = { path: string; method: string; body: unknown; status: number };
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
  type InteractionDetails = { uid: string; prompt: { name: string }; params: Record<string, unknown> };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: Record<string, unknown>): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
