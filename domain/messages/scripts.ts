/**
 * pt-BR texts of the embed and script item kinds (wording ours where SPEC shows none). The two catalogue texts
 * (#ERRO_SCRIPT_DOWNLOAD_BODY, #ERRO_RESULT_SQL) are the same words as domain/domain-error.ts, kept here so the
 * browser does not carry the server's catalogue.
 */
export const scriptMessages = {
  embed: {
    invalidUrl: 'Não foi possível abrir esta página: o endereço precisa começar com http:// ou https://.',
  },
  script: {
    loading: 'Carregando script…',
    frameTitle: (title: string) => `Script: ${title}`,
    /** #ERRO_SCRIPT_DOWNLOAD_BODY */
    downloadFailed: 'Não foi possível baixar o script.',
    /** #ERRO_RESULT_SQL */
    resultSql: 'A consulta não retornou uma lista de linhas.',
    invalidRequest: 'Pedido inválido do script.',
    /** A router event that failed without a reply of the router's own. */
    routerFailed: 'Não foi possível enviar o pedido do script ao servidor.',
    /** A bill e-mail (portal.sendBill) that failed without a code from the server. */
    billFailed: 'Não foi possível pedir o boleto por e-mail agora. Tente novamente em instantes.',
    /** An XML upload (portal.uploadXml) that failed without a code from the server. */
    xmlFailed: 'Não foi possível enviar o XML agora. Tente novamente em instantes.',
  },
} as const;
