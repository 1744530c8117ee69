import { toast } from 'sonner';
import { showIncompleteProfileToast } from './incomplete-profile-toast';

jest.mock('sonner', () => ({ toast: { warning: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));

type Options = { id: string; description: string; onAutoClose: () => void; onDismiss: () => void };
const warning = jest.mocked(toast.warning);
const last = () => warning.mock.calls[warning.mock.calls.length - 1][1] as Options;

describe('showIncompleteProfileToast', () => {
  it('refreshes the toast on screen, and opens a new one once that one starts to close', () => {
    showIncompleteProfileToast(['company_segment', 'logo_url']);
    const first = last();
    expect(warning).toHaveBeenLastCalledWith('Perfil incompleto', expect.objectContaining({ id: first.id }));
    expect(first.description).toBe('Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Company Segment, Logo Url');

    showIncompleteProfileToast(['logo_url']);
    expect(last().id).toBe(first.id);
    expect(last().description).toBe('Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Logo Url');

    // It timed out: the next one must not share the id sonner is about to remove.
    last().onAutoClose();
    showIncompleteProfileToast(['logo_url']);
    const second = last();
    expect(second.id).not.toBe(first.id);

    // A late close of the old toast says nothing about the new one.
    first.onDismiss();
    showIncompleteProfileToast(['instagram_url']);
    expect(last().id).toBe(second.id);

    second.onDismiss();
    showIncompleteProfileToast(['instagram_url']);
    expect(last().id).not.toBe(second.id);
  });
});
