// 24×24 stroke icons of the Messages preview, decorative: the text next to them (or a visually
// hidden label) says what they mean.
const PATHS = {
  paperclip: 'M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  sort: 'M7 4v16M4 7l3-3 3 3M17 20V4M14 17l3 3 3-3',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  send: 'M21 3L10 14M21 3l-7 18-4-7-7-4z',
} as const;

export type MessagesIconName = keyof typeof PATHS;

export function MessagesIcon({ name, size = 16, filled = false }: { name: MessagesIconName; size?: number; filled?: boolean }) {
  return (
    <svg
      className={`messages-icon messages-icon--${name}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
