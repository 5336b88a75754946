/** pt-BR texts of the live shop (/aovivo/:id, /live/:id; issue 11). */
export const liveShopMessages = {
  page: {
    loading: 'Carregando transmissão…',
    products: 'Produtos',
    noProducts: 'Nenhum produto nesta transmissão.',
    stock: (n: number) => (n === 0 ? 'Esgotado' : n === 1 ? '1 em estoque' : `${n} em estoque`),
    buy: 'Ver produto',
    notFoundTitle: 'Transmissão não encontrada',
    notFound: 'Não encontramos esta transmissão ao vivo. Confira o endereço.',
    loadFailed: 'Não foi possível carregar a transmissão.',
    retry: 'Tentar novamente',
    signIn: 'Entrar',
    connected: 'Atualizações ao vivo ativas.',
    reconnecting: 'Reconectando às atualizações ao vivo…',
    updated: 'Lista de produtos atualizada.',
  },
  status: {
    scheduled: 'Em breve',
    live: 'Ao vivo',
    ended: 'Encerrada',
  },
  errors: {
    notFound: 'Transmissão ao vivo não encontrada.',
    productNotFound: 'Produto não encontrado nesta transmissão.',
  },
} as const;
