import { parseVideoSource } from '@learnhub/content';

/**
 * A video element (authoring.md §4): YouTube, Vimeo and Wistia links play in their own players
 * (an embed of the id we parsed, never the pasted link); other addresses play in a plain player.
 */
export function VideoView({ source, title }: { source: string; title: string }) {
  if (!source) return <p className="path-element__placeholder">Use the sidebar to add the video link.</p>;
  const video = parseVideoSource(source);
  if (!video) return <p className="path-element__placeholder">This video link can't be played.</p>;
  const name = title || 'Video';
  if (video.kind === 'file')
    return (
      // biome-ignore lint/a11y/useMediaCaption: authors link videos without caption tracks; the path has no place to add one yet.
      <video className="path-video" src={video.url} controls preload="metadata" aria-label={name} />
    );
  return (
    <div className="path-video path-video--embed">
      <iframe src={video.embedUrl} title={name} allow="fullscreen; picture-in-picture; encrypted-media" referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}
