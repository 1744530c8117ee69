// The deliveries of a contract, newest first: files (signed links, valid for an hour), links, the
// note, and the hirer's answer.
import { FileIcon, LinkIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { deliveryFiles, fileSizeLabel } from '@/lib/hiring/delivery-files';
import { momentLabel } from '@/lib/hiring/display';
import type { Delivery } from '@/lib/queries/hiring';

const STATUS = { submitted: 'Aguardando resposta', approved: 'Aprovada', changes_requested: 'Alterações solicitadas' } as const;

export function DeliveryList({ deliveries, fileUrls }: { deliveries: Delivery[]; fileUrls: Record<string, string> }) {
  return (
    <section aria-labelledby="deliveries-heading" className="rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="deliveries-heading" className="text-lg font-semibold">
        Entregas
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nenhuma entrega ainda.</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {[...deliveries].reverse().map((d) => (
            <li key={d.id} className="grid gap-2 rounded-xl border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">Entrega {d.number}</p>
                <Badge variant={d.status === 'approved' ? 'success' : d.status === 'submitted' ? 'secondary' : 'outline'}>
                  {STATUS[d.status as keyof typeof STATUS] ?? d.status}
                  {d.auto_approved ? ' automaticamente' : ''}
                </Badge>
              </div>
              <p className="text-xs text-muted-foreground">Enviada em {momentLabel(d.submitted_at)}</p>
              {d.note ? <p className="text-sm break-words whitespace-pre-line">{d.note}</p> : null}
              <ul className="grid gap-1 text-sm">
                {deliveryFiles(d.files).map((f) => (
                  <li key={f.path} className="flex min-w-0 items-center gap-2">
                    <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    {fileUrls[f.path] ? (
                      <a
                        href={fileUrls[f.path]}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="truncate text-primary underline-offset-4 hover:underline"
                      >
                        {f.name}
                      </a>
                    ) : (
                      <span className="truncate">{f.name}</span>
                    )}
                    <span className="shrink-0 text-xs text-muted-foreground">{fileSizeLabel(f.size)}</span>
                  </li>
                ))}
                {d.links.map((link) => (
                  <li key={link} className="flex min-w-0 items-center gap-2">
                    <LinkIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="truncate text-primary underline-offset-4 hover:underline"
                    >
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
              {d.response_comment ? (
                <p className="rounded-lg bg-muted/60 p-2 text-sm">
                  <span className="font-medium">Alterações pedidas: </span>
                  {d.response_comment}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
