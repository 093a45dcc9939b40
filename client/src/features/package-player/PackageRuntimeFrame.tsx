/**
 * One item of a SCORM package, playing in its runtime page on the package origin (server:
 * modules/packages/runtime-page.ts). The page and this frame talk by postMessage only, each
 * checking the other's origin and window: the runtime page says `ready`, this frame answers
 * `start` with the learner's resume data, and every SCORM commit comes back as `commit`, which
 * the hub records as the learner (`onCommit`). Nothing of the learner's session crosses over.
 */
import { useEffect, useRef } from 'react';

export type PackageResume = {
  location: string;
  suspendData: string;
  completion: string;
  success: string;
  scoreRaw?: number | null;
  /** The package's own total time for the item so far. */
  totalSeconds?: number;
};

export type PackageCommit = Record<string, unknown>;

type Props = {
  runtimeUrl: string;
  title: string;
  /** What the item resumes from (the learner's last report), or null to start afresh. */
  resume: PackageResume | null;
  learner: { id: string; name: string } | null;
  /** A SCORM commit of the item; absent in previews (nothing is recorded). */
  onCommit?: (commit: PackageCommit) => void;
};

export function PackageRuntimeFrame({ runtimeUrl, title, resume, learner, onCommit }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The latest props, read when a message comes (the frame is not reloaded when they change).
  const latest = useRef({ resume, learner, onCommit });
  latest.current = { resume, learner, onCommit };
  const origin = new URL(runtimeUrl).origin;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const target = frame.current?.contentWindow;
      if (event.origin !== origin || !target || event.source !== target) return;
      const data = event.data as { source?: unknown; type?: unknown; commit?: unknown } | null;
      if (data?.source !== 'learnhub-package-runtime') return;
      if (data.type === 'ready') {
        const { resume: r, learner: l } = latest.current;
        target.postMessage({ source: 'learnhub-app', type: 'start', resume: r, learner: l }, origin);
      } else if (data.type === 'commit' && data.commit && typeof data.commit === 'object') {
        latest.current.onCommit?.(data.commit as PackageCommit);
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return <iframe ref={frame} className="package-frame" src={runtimeUrl} title={title} allow="fullscreen" />;
}
