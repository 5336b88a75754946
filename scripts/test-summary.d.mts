export type Totals = { passed: number; failed: number; skipped: number; skippedTests: string[]; failedTests: string[] };
export type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status: string; title: string; fullName?: string; ancestorTitles?: string[]; failureMessages?: string[] }[];
  }[];
};
export function emptyTotals(): Totals;
export function addReport(totals: Totals, report: VitestReport, ok: boolean, cwd?: string): void;
export function summaryLines(totals: Totals, failedPhases: string[]): string[];
