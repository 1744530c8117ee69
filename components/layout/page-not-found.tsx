import { SearchXIcon } from 'lucide-react';
import { StatusPage } from './status-page';

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** What an unknown address, or a record that does not exist (a malformed or unknown id), shows. */
export function PageNotFound() {
  return (
    <StatusPage
      tone="neutral"
      icon={<SearchXIcon aria-hidden="true" />}
      title={NOT_FOUND_TITLE}
      description="O endereço pode estar incorreto ou o conteúdo não existe mais."
    />
  );
}
