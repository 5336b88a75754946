import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { qaRecordingMessages as t } from '../../../domain/messages/qa-recording';
import { downloadFixture } from './download-fixture';
import { createRecorder, type Recorder } from './recorder';
import { MachineRecordingContext } from './recording-context';

/** The server says whether recording exists: GET /dev/qa-recording answers only outside production. */
function useRecordingAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    fetch('/dev/qa-recording', { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ recording?: boolean }>) : null))
      .then((body) => live && setAvailable(body?.recording === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/**
 * 'Gravar' / 'Parar' over a machine's real screen (issue 15). Gravar restarts the screen with its hook's effects
 * wrapped by a recorder; Parar downloads the fixture. In production the control never shows.
 */
export default function RecordingControl({ machine, children }: { machine: string; children: ReactNode }) {
  const available = useRecordingAvailable();
  const [recorder, setRecorder] = useState<Recorder | null>(null);
  const [session, setSession] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const start = () => {
    setRecorder(createRecorder());
    setDone(null);
    setSession((n) => n + 1);
  };
  const stop = () => {
    const fixture = recorder?.stop();
    if (fixture) setDone(downloadFixture(fixture));
    setRecorder(null);
    setSession((n) => n + 1);
  };
  return (
    <>
      {available && (
        <section aria-label={t.region} data-qa-recording={recorder ? 'on' : 'off'} style={panel}>
          <p role="status" style={{ margin: 0 }}>
            {recorder ? t.recording(machine) : done ? t.downloaded(done) : t.idle}
          </p>
          <button type="button" onClick={recorder ? stop : start}>
            {recorder ? t.stop : t.record}
          </button>
        </section>
      )}
      <MachineRecordingContext.Provider value={recorder}>
        <Fragment key={session}>{children}</Fragment>
      </MachineRecordingContext.Provider>
    </>
  );
}

const panel = {
  position: 'fixed',
  insetInlineEnd: '0.5rem',
  insetBlockEnd: '0.5rem',
  zIndex: 10000,
  display: 'flex',
  gap: '0.5rem',
  alignItems: 'center',
  maxWidth: '28rem',
  padding: '0.5rem 0.75rem',
  background: '#fff',
  color: '#111',
  border: '2px solid #b00020',
  borderRadius: '0.25rem',
  fontSize: '0.875rem',
} as const;
