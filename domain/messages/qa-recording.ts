/** pt-BR texts of the QA recording control ('Gravar', issue 15) on a machine's real screen. */
export const qaRecordingMessages = {
  region: 'Gravação de fixture (QA)',
  record: 'Gravar',
  stop: 'Parar',
  idle: 'Grave uma sessão real desta tela como fixture de replay.',
  recording: (machine: string) => `Gravando a máquina ${machine}. Senhas e códigos são mascarados.`,
  downloaded: (file: string) => `Fixture baixado: ${file}`,
};
