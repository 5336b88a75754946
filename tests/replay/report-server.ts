// A portal to screenshot against when `--report` gets no --base-url: the e2e global setup's own start-up (built
// portal, demo peers, real server on a free port, development mode), reused as it is.
import setup from '../e2e/global-setup';

export async function startReportServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const provided: Record<string, unknown> = {};
  const teardown = await setup({ provide: (key: string, value: unknown) => (provided[key] = value) } as never);
  return { baseUrl: `http://localhost:${String(provided.e2ePort)}`, stop: teardown };
}
