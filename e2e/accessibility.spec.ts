// Every screen of every role on a computer: no serious or critical WCAG 2.1 A/AA violation and a
// pt-BR name on every icon-only control (docs/architecture/quality.md, "Acessibilidade").
import { everyScreenIsAccessible } from './support/a11y-audit';

everyScreenIsAccessible('desktop');
