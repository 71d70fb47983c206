/**
 * Every table has one owner, the only code that reads, writes or locks it: a module of
 * server/modules, or a part of the server below them (idempotency's claims, the providers'
 * offline records). Others ask the owner, passing their transaction when the work
 * belongs to theirs. Tables are named as server/db/schema exports them; their SQL names are the
 * same in snake_case. The database's set-up and the seed use every table and are not checked.
 */
export const TABLE_OWNERS = {
  auth: ["otpCodes", "authEvents"],
  cart: [
    "carts",
    "cartItems",
    "savedItems",
    "replacementPreferences",
    "cartShares",
    "cartShareItems",
    "coupons",
    "couponRedemptions",
  ],
  catalog: [
    "categories",
    "brands",
    "products",
    "productImages",
    "productCategories",
    "productEthnicities",
    "productInfoRows",
    "tags",
    "productTags",
    "searchSynonyms",
    "searchWords",
    "promotionBanners",
    "popularSearches",
    "restockRequests",
    "productRequests",
  ],
  chat: ["chatThreads", "chatFiles", "chatMessages", "chatUrlSecrets"],
  orders: ["orders", "orderItems", "riders", "payments", "issueReports"],
  support: [
    "ethnicities",
    "countryPhoneCodes",
    "supportConfigs",
    "deliveryZones",
    "deliveryTimeSlots",
    "deliverySettings",
  ],
  users: [
    "users",
    "sessions",
    "addresses",
    "notificationSettings",
    "shoppingPreferences",
    "inboxNotifications",
    "paymentMethods",
  ],
  idempotency: ["idempotencyKeys", "serverProcesses"],
  providers: [
    "smsOutbox",
    "paymentCustomers",
    "sandboxSetupIntents",
    "sandboxCards",
    "sandboxCharges",
    "sandboxRefunds",
    "storedFiles",
  ],
};

const snakeCase = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const ownerOfTable = new Map();
const ownerOfSqlName = new Map();
for (const [owner, tables] of Object.entries(TABLE_OWNERS)) {
  for (const table of tables) {
    ownerOfTable.set(table, owner);
    ownerOfSqlName.set(snakeCase(table), owner);
  }
}

/**
 * server/modules/<module>/… belongs to the module; server/<part>/… to that part; a file of
 * server/ itself (app.ts, main.ts) to no owner, so every table is another's to it.
 */
function ownerOfFile(filename) {
  const path = filename.replaceAll("\\", "/");
  const match = /\/server\/modules\/([^/]+)\//.exec(path) ?? /\/server\/([^/]+)\//.exec(path);
  if (match) return match[1];
  return /\/server\/[^/]+$/.test(path) ? "" : null;
}

const WRITES = new Set(["insert", "update", "delete"]);
const READ_FROM = new Set(["from", "innerJoin", "leftJoin", "rightJoin", "fullJoin"]);
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)/gi;
const SQL_LOCK = /\bfor\s+(?:no\s+key\s+)?(?:update|share)\b/i;
const SQL_READ = /\b(?:from|join)\s+"?([a-z_]+)/gi;

const ownTables = {
  meta: {
    type: "problem",
    docs: { description: "A table is read, written and locked only by the module that owns it." },
    schema: [],
    messages: {
      foreign:
        "{{table}} belongs to {{owner}}: {{verb}} it through a function of {{owner}} (it may take your transaction).",
    },
  },
  create(context) {
    const here = ownerOfFile(context.filename);
    if (here === null) return {};
    /** Local names of the tables imported from the schema, to their exported names. */
    const tables = new Map();

    const check = (node, table, verb, owner = ownerOfTable.get(table)) => {
      if (owner && owner !== here) {
        context.report({ node, messageId: "foreign", data: { table, owner, verb } });
      }
    };
    const tableArgument = (call) => {
      const first = call.arguments[0];
      return first?.type === "Identifier" ? tables.get(first.name) : undefined;
    };

    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/schema(\/\w+)?$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportSpecifier" && specifier.imported.type === "Identifier") {
            const table = specifier.imported.name;
            tables.set(specifier.local.name, table);
            // A type (a row's shape) runs no query; any other import of the table reads it.
            const typeOnly = node.importKind === "type" || specifier.importKind === "type";
            if (!typeOnly) check(specifier, table, "read");
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        const method = callee.property.name;
        if (WRITES.has(method)) {
          const table = tableArgument(node);
          if (table) check(node, table, "write");
        } else if (method === "for") {
          // A row lock (FOR UPDATE, FOR NO KEY UPDATE) holds every table the query reads.
          for (let link = callee.object; link?.type === "CallExpression";) {
            const step = link.callee;
            if (step.type !== "MemberExpression") break;
            if (step.property.type === "Identifier" && READ_FROM.has(step.property.name)) {
              const table = tableArgument(link);
              if (table) check(link, table, "lock");
            }
            link = step.object;
          }
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== "Identifier" || node.tag.name !== "sql") return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? "").join(" ");
        for (const [, name] of text.matchAll(SQL_WRITE)) {
          check(node, name, "write", ownerOfSqlName.get(name.toLowerCase()));
        }
        const verb = SQL_LOCK.test(text) ? "lock" : "read";
        for (const [, name] of text.matchAll(SQL_READ)) {
          check(node, name, verb, ownerOfSqlName.get(name.toLowerCase()));
        }
      },
    };
  },
};

export const tableOwnership = { rules: { "own-tables": ownTables } };
