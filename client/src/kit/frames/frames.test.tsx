import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EditorRouteGate } from '../editor';
import { PreviewFrame } from './PreviewFrame';
import { StaffViewFrame } from './StaffViewFrame';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the kind-neutral frames', () => {
  it('staff view: breadcrumb, actions, the draft-only note and the player; or not found', () => {
    const { unmount } = inRouter(
      <StaffViewFrame
        list={{ title: 'Docs', path: '/acme/docs' }}
        name="Style guide"
        missing="Doc not found"
        published={false}
        actions={<button type="button">Edit</button>}
      >
        <p>the player</p>
      </StaffViewFrame>,
    );
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/acme/docs');
    expect(screen.getByText('Style guide').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText("Not published yet: you're seeing the draft.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByText('the player')).toBeTruthy();
    unmount();

    inRouter(
      <StaffViewFrame
        list={{ title: 'Docs', path: '/acme/docs' }}
        name={null}
        missing="Doc not found"
        published={false}
        actions={<button type="button">Edit</button>}
      >
        <p>the player</p>
      </StaffViewFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Doc not found' })).toBeTruthy();
    expect(screen.queryByText('the player')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('preview: the way back to the editor and the player; or not found, with no way back', () => {
    const { unmount } = inRouter(
      <PreviewFrame editPath="/acme/paths/p/edit" missing="This path doesn't exist">
        <p>the player</p>
      </PreviewFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe('/acme/paths/p/edit');
    expect(screen.getByText('the player')).toBeTruthy();
    unmount();
    inRouter(
      <PreviewFrame editPath={null} missing="This path doesn't exist">
        <p>the player</p>
      </PreviewFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "This path doesn't exist" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the editor' })).toBeNull();
  });

  it('editor route: not found (back to the list), not allowed (back to the view), or the editor', () => {
    const gate = (material: { viewPath: string } | null, canWrite: boolean) =>
      inRouter(
        <EditorRouteGate noun="walkthrough" material={material} listPath="/acme/walkthroughs" canWrite={canWrite}>
          <p>the editor</p>
        </EditorRouteGate>,
      );
    let view = gate(null, true);
    expect(screen.getByRole('heading', { name: "This walkthrough doesn't exist" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/acme/walkthroughs');
    view.unmount();
    view = gate({ viewPath: '/acme/walkthroughs/w' }, false);
    expect(screen.getByRole('heading', { name: "You can't edit this walkthrough" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/acme/walkthroughs/w');
    view.unmount();
    gate({ viewPath: '/acme/walkthroughs/w' }, true);
    expect(screen.getByText('the editor')).toBeTruthy();
  });
});
