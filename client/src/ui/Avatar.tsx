export interface AvatarProps {
  /** The person's name: gives the initials and, unless decorative, the image's alt text. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** True when the name is already written next to the avatar, so it should not be read twice. */
  decorative?: boolean;
  className?: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word's first user-perceived character, whole: an emoji with its modifiers and joiners, a letter with its accents. */
const firstGrapheme = (word: string | undefined): string => (word ? (graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '') : '');

/**
 * Up to two initials: first characters of the first and last words ("Ada Lovelace" → "AL",
 * "👩🏽‍💻 Ivy" → "👩🏽‍💻I"). A character is a grapheme cluster, never half of a surrogate pair
 * (which showed as "I�").
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = firstGrapheme(words[0]);
  const last = words.length > 1 ? firstGrapheme(words.at(-1)) : '';
  return (first + last).toUpperCase() || '?';
}

/** A round photo, or the person's initials when there is none. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const classes = ['ui-avatar', `ui-avatar--${size}`, className].filter(Boolean).join(' ');
  if (src) return <img src={src} alt={decorative ? '' : name} className={classes} />;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label goes with role="img"; a decorative avatar has neither.
    <span className={classes} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name} aria-hidden={decorative || undefined}>
      {initials(name)}
    </span>
  );
}
