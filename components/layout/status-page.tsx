// The status pages of the server (not found, access restricted): the frame of status-page-frame.tsx
// with the way back, which depends on who is asking and is decided in the browser (way-back.tsx).
import { StatusPageFrame, type StatusPageProps } from './status-page-frame';
import { WayBack } from './way-back';

export type { StatusPageProps };

export function StatusPage(props: StatusPageProps) {
  return <StatusPageFrame {...props} action={<WayBack />} />;
}
