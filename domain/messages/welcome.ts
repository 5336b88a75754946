/** pt-BR texts of /welcome and /welcome/thankyou (SPEC §2, "not shown": our design). */
export const welcomeMessages = {
  title: (appName: string) => `Bem-vindo ao ${appName}`,
  lead: 'Acesse seus módulos, documentos e avisos em um só lugar.',
  signIn: 'Entrar',
  register: 'Primeiro acesso? Informe seu e-mail na tela de entrada e enviaremos o link para criar sua conta.',
  registerClosed: 'O cadastro é feito pela sua empresa. Em caso de dúvida, fale com o responsável pelo portal.',
  help: 'Precisa de ajuda?',
  thankYouTitle: 'Obrigado pelo cadastro!',
  thankYouLead: (appName: string) => `Sua conta no ${appName} está pronta.`,
  thankYouText: 'Entre com o seu e-mail e a senha que você acabou de criar.',
} as const;
