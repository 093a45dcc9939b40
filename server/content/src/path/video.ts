/**
 * Video sources (authoring.md §4 "Video element"): YouTube (youtube.com, youtu.be, shorts, embed),
 * Vimeo and Wistia links become embeds of an id we parsed and checked — never the link itself, so
 * tracking parameters and anything else in it are dropped. Any other http(s) address is a plain
 * video file; every other scheme (javascript:, data:, …) is refused.
 */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'wistia'; id: string; embedUrl: string }
  | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const WISTIA_ID = /^[a-z0-9]{10}$/;

const youtube = (id: string | undefined): VideoSource | null =>
  id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
const vimeo = (id: string | undefined): VideoSource | null =>
  id && VIMEO_ID.test(id) ? { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : null;
const wistia = (id: string | undefined): VideoSource | null =>
  id && WISTIA_ID.test(id) ? { kind: 'wistia', id, embedUrl: `https://fast.wistia.net/embed/iframe/${id}` } : null;

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The embed or file a video source names, or null when it is not one we play. */
export function parseVideoSource(source: string): VideoSource | null {
  if (source.length > 2048 || !/^https?:\/\//i.test(source.trim())) return null;
  let u: URL;
  try {
    u = new URL(source.trim());
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase();
  const parts = u.pathname.split('/').filter(Boolean);
  if (isHost(host, 'youtu.be')) return youtube(parts[0]);
  if (isHost(host, 'youtube.com') || isHost(host, 'youtube-nocookie.com')) {
    if (parts[0] === 'watch') return youtube(u.searchParams.get('v') ?? undefined);
    if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') return youtube(parts[1]);
    return null;
  }
  if (isHost(host, 'vimeo.com')) {
    // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123
    return vimeo(parts.findLast((p) => VIMEO_ID.test(p)));
  }
  if (isHost(host, 'wistia.com') || isHost(host, 'wistia.net') || isHost(host, 'wi.st')) {
    const at = parts.findIndex((p) => p === 'medias' || p === 'iframe');
    return wistia(at >= 0 ? parts[at + 1] : undefined);
  }
  if (!u.hostname || u.username || u.password) return null;
  return { kind: 'file', url: u.href };
}
