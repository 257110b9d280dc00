import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useDeleteFlow } from '../../lib/use-delete-flow.ts';
import { renderPage } from '../../testing/render.tsx';
import { DeleteDialogs } from './confirm-dialog.tsx';

/** How the test answers a delete under way, as the server would: it stays pending until then. */
interface Answer {
  finish?: () => void;
}

/**
 * A list of one part with its Delete button, as the back office's lists have it. A delete asked for is
 * handed to `answer` to be finished, failing with `failWith` when given.
 */
function OnePart({ answer, failWith }: { answer: Answer; failWith?: string }) {
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const flow = useDeleteFlow<string, string>((_name, { onSuccess, onError }) => {
    setPending(true);
    const finish = () => {
      setPending(false);
      if (failWith) onError(new Error(failWith));
      else {
        setDeleted(true);
        onSuccess();
      }
    };
    Object.assign(answer, { finish });
  }, (error) => error.message);
  return (
    <>
      {deleted ? <p>Deleted</p> : <button type="button" onClick={() => flow.ask('Tail Lamp Lens')}>Delete Tail Lamp Lens</button>}
      <DeleteDialogs flow={flow} title="Delete part" describe={(name) => `Delete "${name}"? This cannot be undone.`} pending={pending} />
    </>
  );
}

describe("the back office's delete dialogs", () => {
  it('are titled and described, keep the keyboard inside, and give focus back to the button that opened them', async () => {
    const { user } = renderPage(<OnePart answer={{}} />);
    const opener = screen.getByRole('button', { name: 'Delete Tail Lamp Lens' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete part' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Delete "Tail Lamp Lens"? This cannot be undone.');
    // The page behind is hidden from screen readers while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Delete Tail Lamp Lens' })).toBeNull();
    // Round and round inside the dialog: its close button, its body, Cancel and Delete, never the page behind.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement), `tab ${i + 1}`).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says "Deleting..." and holds while the delete is on its way, then closes', async () => {
    const answer: Answer = {};
    const { user } = renderPage(<OnePart answer={answer} />);
    await user.click(screen.getByRole('button', { name: 'Delete Tail Lamp Lens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete part' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Deleting...' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete part' })).toBe(dialog);
    act(() => answer.finish!());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Deleted')).toBeTruthy();
  });

  it("answers a refused delete with 'Delete Failed' and the reason, closed by Close", async () => {
    const answer: Answer = {};
    const { user } = renderPage(<OnePart answer={answer} failWith="This part is on an order request." />);
    await user.click(screen.getByRole('button', { name: 'Delete Tail Lamp Lens' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete part' })).getByRole('button', { name: 'Delete' }));
    act(() => answer.finish!());
    const failed = await screen.findByRole('dialog', { name: 'Delete Failed' });
    expect(within(failed).getByText('This part is on an order request.')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Tail Lamp Lens' })).toBeTruthy();
  });
});
