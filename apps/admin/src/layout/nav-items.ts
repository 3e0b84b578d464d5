import {
  BadgePercent,
  Building2,
  CalendarDays,
  CircleHelp,
  DatabaseBackup,
  FileText,
  History,
  ImageIcon,
  Images,
  Inbox,
  Info,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MailCheck,
  Megaphone,
  MessageCircle,
  MessageSquareQuote,
  Newspaper,
  RectangleHorizontal,
  Settings,
  Share2,
  Sparkles,
  Timer,
  Trash2,
  Users,
  Webhook,
  Wrench,
} from 'lucide-react';

export interface NavItem {
  /** Path inside the panel (the router's basepath is /admin). */
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Every page of the panel, grouped the way the owner thinks about the work. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Visão geral',
    items: [
      { to: '/', label: 'Painel', icon: LayoutDashboard },
      { to: '/contact', label: 'Mensagens de contato', icon: Inbox },
      { to: '/agenda', label: 'Agenda', icon: CalendarDays },
    ],
  },
  {
    label: 'Conteúdo do site',
    items: [
      { to: '/services', label: 'Serviços', icon: Wrench },
      { to: '/testimonials', label: 'Depoimentos', icon: MessageSquareQuote },
      { to: '/faqs', label: 'Perguntas frequentes', icon: CircleHelp },
      { to: '/portfolio', label: 'Portfólio', icon: Images },
      { to: '/about', label: 'Sobre', icon: Info },
      { to: '/blog', label: 'Blog', icon: Newspaper },
      { to: '/media', label: 'Imagens', icon: ImageIcon },
      { to: '/content', label: 'Textos do site', icon: FileText },
      { to: '/trash', label: 'Lixeira', icon: Trash2 },
    ],
  },
  {
    label: 'Marketing',
    items: [
      { to: '/popups', label: 'Popups', icon: Megaphone },
      { to: '/banners', label: 'Banners', icon: RectangleHorizontal },
      { to: '/attention-grabber', label: 'Chamariz de atenção', icon: Sparkles },
      { to: '/urgency-banner', label: 'Banner de urgência', icon: Timer },
      { to: '/offer-banner', label: 'Banner de oferta', icon: BadgePercent },
    ],
  },
  {
    label: 'Empresa e contato',
    items: [
      { to: '/company', label: 'Empresa', icon: Building2 },
      { to: '/whatsapp', label: 'WhatsApp', icon: MessageCircle },
      { to: '/social-links', label: 'Redes sociais', icon: Share2 },
    ],
  },
  {
    label: 'Sistema',
    items: [
      { to: '/users', label: 'Usuários', icon: Users },
      { to: '/settings', label: 'Configurações', icon: Settings },
      { to: '/backup', label: 'Backup', icon: DatabaseBackup },
      { to: '/audit', label: 'Auditoria', icon: History },
      { to: '/outbox', label: 'Caixa de saída', icon: MailCheck },
      { to: '/api-keys', label: 'Chaves de API', icon: KeyRound },
      { to: '/webhooks', label: 'Webhooks', icon: Webhook },
    ],
  },
];

export const NAV_ITEMS: NavItem[] = NAV_GROUPS.flatMap((group) => group.items);
