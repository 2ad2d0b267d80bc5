/** The caller of a request, once an access guard has checked the bearer token. */
export interface RequestAuth {
  userId: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guards; absent on public routes and for guests on optional-session routes. */
    auth?: RequestAuth;
  }
}
