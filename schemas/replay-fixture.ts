import { Type, type Static } from 'typebox';

const Delay = Type.Integer({
  minimum: 0,
  description: 'Milissegundos no SimulatedClock até a resposta chegar; até lá, a máquina fica no estado que fez a chamada.',
});

/** Replay fixture of a statechart (DESIGN.md §3): fixtures/statecharts/<machine>/<case>.json */
export const ReplayFixture = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    machine: Type.String({ minLength: 1 }),
    description: Type.Optional(Type.String()),
    input: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    actors: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Array(
          Type.Union([
            Type.Object({ resolve: Type.Unknown(), delay: Type.Optional(Delay) }, { additionalProperties: false }),
            Type.Object({ reject: Type.Unknown(), delay: Type.Optional(Delay) }, { additionalProperties: false }),
          ]),
        ),
      ),
    ),
    steps: Type.Array(
      Type.Object(
        {
          send: Type.Optional(
            Type.Object({ type: Type.String({ minLength: 1 }) }, { additionalProperties: true }),
          ),
          after: Type.Optional(Type.Integer({ minimum: 0 })),
          expect: Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())]),
          children: Type.Optional(
            Type.Record(Type.String(), Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())]), {
              description: 'Estado de cada máquina filha invocada neste passo, pelo id do invoke (ex.: o mfa de entityRegistration).',
            }),
          ),
          context: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          actions: Type.Optional(
            Type.Array(
              Type.Object(
                { type: Type.String({ minLength: 1 }), params: Type.Optional(Type.Unknown()) },
                { additionalProperties: false },
              ),
              {
                description:
                  'Ações de efeito executadas desde o passo anterior (no passo 1, desde o início), completas: mesma ordem, mesma quantidade, params iguais. Ausente quer dizer nenhuma.',
              },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { $id: 'urn:portal:schema:replay-fixture', additionalProperties: false },
);

export type ReplayFixture = Static<typeof ReplayFixture>;
