/**
 * The editor route shell of every kind: what stands before the editor itself. An address that
 * finds no material this editor edits says it doesn't exist (back to the section's list); a role
 * that may not write is told so (back to the material's view); otherwise the editor.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The kind in a sentence: "walkthrough", "path". */
  noun: string;
  /** The material this editor edits at this address, or null. */
  material: { viewPath: string } | null;
  /** The section's list (where "Go back" leads when nothing was found). */
  listPath: string;
  /** The viewer's right to change materials (viewer.can.writeMaterials). */
  canWrite: boolean;
  children: ReactNode;
};

export function EditorRouteGate({ noun, material, listPath, canWrite, children }: Props) {
  if (!material) return <EditorMessage title={`This ${noun} doesn't exist`} text="It may have been deleted, or the address is wrong." back={listPath} />;
  if (!canWrite)
    return <EditorMessage title={`You can't edit this ${noun}`} text="Your role lets you view materials, not change them." back={material.viewPath} />;
  return children;
}

function EditorMessage({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <main className="app-message-page" id="main-content" tabIndex={-1}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={back}>Go back</Link>
      </p>
    </main>
  );
}
