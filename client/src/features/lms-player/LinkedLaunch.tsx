/**
 * A linked export's launcher (issue 25 §1, Linked): loads the hosted material's latest publish,
 * then plays it as a packaged export does, reporting to the LMS and to this server. A revoked
 * export, or a material no longer published, shows the server's message instead.
 */
import type { LmsLinkedLauncher } from '@learnhub/content';
import { useEffect, useMemo, useState } from 'react';
import { type HostedLoad, hostedReporter, loadHosted } from './hosted';
import { LmsPlayer } from './LmsPlayer';
import { sessionFor } from './lms/session-for';

export function LinkedLaunch({ launcher }: { launcher: LmsLinkedLauncher }) {
  const [load, setLoad] = useState<HostedLoad | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const session = useMemo(() => sessionFor(launcher.format), [launcher.format]);
  const hosted = useMemo(() => hostedReporter(launcher.linked.url, setGone), [launcher.linked.url]);
  useEffect(() => {
    void loadHosted(launcher.linked.url).then(setLoad);
  }, [launcher.linked.url]);

  const message = gone ?? (load && 'message' in load ? load.message : null);
  if (message)
    return (
      <main className="lms-player lms-player--message">
        <h1>{launcher.name}</h1>
        <p role="alert">{message}</p>
      </main>
    );
  if (!load || !('content' in load)) return <p className="lms-player__status">Loading the course…</p>;
  return <LmsPlayer content={load.content} session={session} hosted={hosted} />;
}
