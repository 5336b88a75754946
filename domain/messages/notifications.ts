/** pt-BR texts of the header notification list (issue 11; wording ours, DESIGN.md §7). */
export const notificationMessages = {
  bell: (unread: number) =>
    unread === 0
      ? 'Notificações'
      : unread === 1
        ? 'Notificações: 1 não lida'
        : `Notificações: ${unread} não lidas`,
  title: 'Notificações',
  empty: 'Nenhuma notificação por aqui.',
  unread: 'Não lida',
  read: 'Lida',
  markRead: 'Marcar como lida',
  markReadOf: (title: string) => `Marcar como lida: ${title}`,
  markReadFailed: 'Não foi possível marcar como lida. Tente novamente.',
  markAllRead: 'Marcar todas como lidas',
  markAllReadFailed: 'Não foi possível marcar todas como lidas. Tente novamente.',
  loading: 'Carregando notificações…',
  loadFailed: 'Não foi possível carregar as notificações.',
  close: 'Fechar notificações',
  enableDesktop: 'Ativar alertas na área de trabalho',
  desktopOn: 'Alertas na área de trabalho ativados.',
  desktopDenied: 'O navegador bloqueou os alertas na área de trabalho.',
  offline: 'Reconectando às notificações…',
} as const;
