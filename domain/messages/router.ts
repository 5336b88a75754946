/** pt-BR texts of the router call (SPEC §7 "Router", §8 "Router replies"; wording ours where SPEC shows none). */
export const routerMessages = {
  /** #ERRO_ROUTER_REQUEST: a call without its event. */
  missingEvent: 'Requisição sem evento.',
  /** #ROUTER_EVENT_NOTFOUND */
  unknownEvent: 'Evento desconhecido.',
  /** SPEC §8: a network failure rejects with status 500. */
  unreachable: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
  /** SPEC §8: a status other than 200, 201 and 404 rejects as status 401; this when the reply had no message. */
  unexpected: (status: number) => `O servidor respondeu de forma inesperada (status ${status}).`,
} as const;
