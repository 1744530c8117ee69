// The icon names an administrator may give a page: the shared list the database accepts
// (docs/product/menu.md, "Icons").
import { MENU_ICONS } from './icons';

export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).filter((name) => name !== 'Building2');
