import { Avatar } from '../../ui';
import { Icon } from '../shell';
import { topBarStyle } from '../shell';
import type { BrandValues } from './brand-colors';

/**
 * A still copy of the shell's top bar in the chosen colours, built from the same classes and
 * variables as the real one so it looks exactly like it. Hidden from assistive technology: it
 * repeats what the fields say, and its "Create" is not a button.
 */
export function BrandPreview({ colors, userName }: { colors: BrandValues; userName: string }) {
  return (
    <figure className="brand-preview">
      <figcaption className="brand-preview__caption">Preview</figcaption>
      <div className="top-bar brand-preview__bar" style={topBarStyle(colors)} aria-hidden="true" data-testid="brand-preview">
        <span className="top-bar__logo">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>LearnHub</span>
        </span>
        <div className="top-bar__nav">
          <ul>
            {['Learning materials', 'Docs', 'Messages'].map((label) => (
              <li key={label}>
                <span className="top-bar__link">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <span className="top-bar__actions">
          <span className="top-bar__create">
            <Icon name="plus" size={18} />
            Create
          </span>
          <span className="brand-preview__account">
            <Avatar name={userName} size="sm" decorative />
            <span className="top-bar__name">{userName}</span>
            <span className="top-bar__caret">▾</span>
          </span>
        </span>
      </div>
    </figure>
  );
}
