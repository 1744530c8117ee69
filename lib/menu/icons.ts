// Menu icon names (docs/product/menu.md, "Icons") → lucide-react components; Home is the default.
import {
  Archive,
  Bell,
  BookOpen,
  Briefcase,
  Building,
  Building2,
  Calendar,
  ChartBar,
  Clock,
  FilePlus,
  FileText,
  Globe,
  Grid3x3,
  Handshake,
  House,
  Image,
  Key,
  KeyRound,
  LayoutDashboard,
  Lock,
  LockOpen,
  MessageSquare,
  Network,
  Scale,
  Search,
  Send,
  Settings,
  Shield,
  ShieldAlert,
  ShieldBan,
  ShieldCheck,
  ShieldHalf,
  ShieldMinus,
  ShieldOff,
  ShieldPlus,
  ShieldQuestion,
  ShieldUser,
  ShieldX,
  ShoppingCart,
  Star,
  User,
  UserPen,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  Home: House,
  Grid: Grid3x3,
  Users,
  Settings,
  FileText,
  Briefcase,
  Calendar,
  MessageSquare,
  Star,
  Globe,
  LayoutDashboard,
  BookOpen,
  ChartBar,
  ShoppingCart,
  Image,
  Video,
  Network,
  Building,
  Building2,
  Shield,
  ShieldAlert,
  ShieldBan,
  ShieldCheck,
  ShieldHalf,
  ShieldMinus,
  ShieldOff,
  ShieldPlus,
  ShieldQuestion,
  ShieldUser,
  ShieldX,
  Lock,
  LockOpen,
  Key,
  KeyRound,
  // Added for entries the list above had no fitting icon for (docs/product/menu.md).
  Bell,
  User,
  UserPen,
  Search,
  Clock,
  Archive,
  FilePlus,
  Send,
  // The hiring pages (docs/product/hiring.md).
  Handshake,
  Scale,
};

/** The names an administrator may pick for a page. */
export const MENU_ICON_NAMES = Object.keys(MENU_ICONS);
export const DEFAULT_MENU_ICON = 'Home';

// Older lucide names and spellings that stored rows may still use.
const ALIASES: Record<string, string> = { barchart: 'ChartBar', unlock: 'LockOpen', house: 'Home', grid3x3: 'Grid' };
const loose = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
const BY_LOOSE_NAME = new Map(MENU_ICON_NAMES.map((name) => [loose(name), name]));

/** The icon for a stored name: exact, then case/dash-insensitive, then Home. */
export function menuIcon(name: string | null | undefined): LucideIcon {
  if (name && MENU_ICONS[name]) return MENU_ICONS[name];
  const key = name ? loose(name) : '';
  const resolved = BY_LOOSE_NAME.get(key) ?? ALIASES[key];
  return resolved ? MENU_ICONS[resolved] : MENU_ICONS[DEFAULT_MENU_ICON];
}
