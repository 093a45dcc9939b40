/**
 * The frame of every kind's staff view (/{company}/{section}/{slug}, inside the company shell):
 * the breadcrumb back to the section's list, the page's actions (Share, Edit…), the note when
 * only a draft exists, then the player the kind names — or, when the address finds no material
 * of that section, the not-found message `missing` names ("Walkthrough not found").
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './frames.css';

type Props = {
  /** The section's list: its name and address ("Walkthroughs", /acme/walkthroughs?tab=walkthroughs). */
  list: { title: string; path: string };
  /** The material's name; null when nothing was found. */
  name: string | null;
  /** The heading shown when nothing was found. */
  missing: string;
  /** Whether a published copy exists (the player shows it); without one, the draft is shown and said so. */
  published: boolean;
  /** Buttons and links at the top right. */
  actions?: ReactNode;
  /** The player, and whatever it opens (a dialog). */
  children: ReactNode;
};

export function StaffViewFrame({ list, name, missing, published, actions, children }: Props) {
  const crumbs = (
    <nav aria-label="Breadcrumb" className="view-frame__crumbs">
      <Link to={list.path}>{list.title}</Link>
      {name !== null && <span aria-hidden="true"> / </span>}
      {name !== null && <span aria-current="page">{name}</span>}
    </nav>
  );
  if (name === null)
    return (
      <div className="view-frame">
        {crumbs}
        <h1>{missing}</h1>
        <p>It may have been deleted, or the address is mistyped.</p>
      </div>
    );
  return (
    <div className="view-frame">
      <div className="view-frame__head">
        {crumbs}
        <div className="view-frame__actions">{actions}</div>
      </div>
      {!published && <p className="view-frame__note">Not published yet: you're seeing the draft.</p>}
      {children}
    </div>
  );
}
