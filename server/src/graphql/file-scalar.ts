/**
 * The `File` input scalar for GraphQL multipart requests
 * (https://github.com/jaydenseric/graphql-multipart-request-spec, built into Yoga): the request's
 * file part arrives as a web `File`. Type and size are checked by the services (checkUpload),
 * from the bytes, never from the name or the claimed type.
 */
import { GraphQLError } from 'graphql';
import { builder } from './builder.js';

function isFile(value: unknown): value is File {
  // Duck-typed: Yoga may hand over undici's File or a ponyfill, depending on the server adapter.
  return !!value && typeof value === 'object' && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).size === 'number';
}

builder.scalarType('File', {
  description: 'A file sent as a part of a GraphQL multipart request. Input only.',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar.');
  },
  parseValue: (value) => {
    if (!isFile(value)) throw new GraphQLError('Expected a file part of a multipart request.');
    return value;
  },
  parseLiteral: () => {
    throw new GraphQLError('A file cannot be written inline: send it as a multipart request part.');
  },
});
