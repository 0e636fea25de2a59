// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInHub } from '../features/golden-charts/test-harness';
import { ConfirmDeleteModal, type ConfirmDeleteModalProps } from './ConfirmDeleteModal';

afterEach(cleanup);

const WAIT = { timeout: 15_000 };

function open(props: Partial<ConfirmDeleteModalProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderInHub(
    <ConfirmDeleteModal
      opened
      title="Delete tenant"
      message="Delete Acme?"
      details="Its tokens stop working."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      deleting={false}
      focus="confirm"
      onCancel={onCancel}
      onConfirm={onConfirm}
      testIds={{ modal: 'the-modal', confirm: 'the-confirm', error: 'the-error' }}
      {...props}
    />,
    'http://127.0.0.1:9',
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDeleteModal', () => {
  it('shows the title, message and details; the confirm button deletes', async () => {
    const { onConfirm, onCancel } = open();
    const modal = await screen.findByTestId('the-modal', {}, WAIT);
    expect(modal.textContent).toContain('Delete Acme?');
    expect(modal.textContent).toContain('Its tokens stop working.');
    expect(screen.getByText('Delete tenant')).toBeTruthy();
    fireEvent.click(screen.getByTestId('the-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('gives the focus to the button its caller names: confirm (Enter deletes) or cancel', async () => {
    open({ focus: 'confirm' });
    await waitFor(
      () => expect(document.activeElement).toBe(screen.getByTestId('the-confirm')),
      WAIT,
    );
    cleanup();
    open({ focus: 'cancel' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'), WAIT);
  });

  it("shows the server's refusal, and keeps confirm disabled only when asked to", async () => {
    open({ error: 'A dashboard still shows it', disableOnError: true });
    expect((await screen.findByTestId('the-error', {}, WAIT)).textContent).toContain(
      'A dashboard still shows it',
    );
    expect(screen.getByTestId('the-confirm').hasAttribute('disabled')).toBe(true);
    cleanup();
    open({ error: 'Try again' });
    await screen.findByTestId('the-error', {}, WAIT);
    expect(screen.getByTestId('the-confirm').hasAttribute('disabled')).toBe(false);
  });

  it('cannot be cancelled while the deletion runs', async () => {
    const { onCancel } = open({ deleting: true });
    const cancel = await screen.findByText('Cancel', {}, WAIT);
    expect(cancel.closest('button')?.hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByTestId('the-modal'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
