/* Part of the larger program of the code-size benchmark: "Mini", a small
   language with functions, local variables, a global array, if/else, while
   and the C integer operators. Source text is tokenised, parsed into an AST
   (with constant folding), compiled to a stack bytecode and run on a virtual
   machine with call frames. A few programs and a few erroneous ones run; the
   results, the error messages and a checksum of the bytecode are printed.

   Arithmetic wraps at 32 bits (done in u32, so no C overflow is involved);
   division by zero and stack overflow are run-time errors of the VM. */
#include "cpu0io.h"

/* ---------------------------------------------------------------- limits */

#define MAX_TOKENS 4096
#define MAX_NODES 4096
#define MAX_CODE 8192
#define MAX_FUNCS 32
#define MAX_LOCALS 16
#define MAX_NAME 16
#define STACK_SIZE 1024
#define FRAMES 200
#define MEMORY 512

/* ---------------------------------------------------------------- errors */

static char err_msg[96];
static int err_line;
static int failed;

static int str_len(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

static int str_eq(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a == *b;
}

static void str_copy(char *dst, const char *src, int cap) {
  int i = 0;
  while (src[i] && i < cap - 1) {
    dst[i] = src[i];
    i++;
  }
  dst[i] = 0;
}

/* Records the first error only: later ones are consequences. */
static void error_at(int line, const char *msg, const char *detail) {
  if (failed)
    return;
  failed = 1;
  err_line = line;
  int n = 0;
  for (const char *p = msg; *p && n < 80; p++)
    err_msg[n++] = *p;
  if (detail) {
    err_msg[n++] = ' ';
    err_msg[n++] = '\'';
    for (const char *p = detail; *p && n < 92; p++)
      err_msg[n++] = *p;
    err_msg[n++] = '\'';
  }
  err_msg[n] = 0;
}

/* ---------------------------------------------------------------- lexer */

enum tok_kind {
  T_EOF,
  T_NUM,
  T_IDENT,
  T_FN,
  T_VAR,
  T_IF,
  T_ELSE,
  T_WHILE,
  T_RETURN,
  T_PRINT,
  T_LPAREN,
  T_RPAREN,
  T_LBRACE,
  T_RBRACE,
  T_LBRACKET,
  T_RBRACKET,
  T_COMMA,
  T_SEMI,
  T_ASSIGN,
  T_PLUS,
  T_MINUS,
  T_STAR,
  T_SLASH,
  T_PERCENT,
  T_AMP,
  T_PIPE,
  T_CARET,
  T_SHL,
  T_SHR,
  T_LT,
  T_LE,
  T_GT,
  T_GE,
  T_EQ,
  T_NE,
  T_ANDAND,
  T_OROR,
  T_BANG,
  T_TILDE
};

struct token {
  u8 kind;
  u16 line;
  i32 value;
  char name[MAX_NAME];
};

static struct token toks[MAX_TOKENS];
static int ntoks;

static int is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static const struct {
  const char *word;
  u8 kind;
} keywords[] = {{"fn", T_FN},       {"var", T_VAR},       {"if", T_IF},
                {"else", T_ELSE},   {"while", T_WHILE},   {"return", T_RETURN},
                {"print", T_PRINT}, {0, 0}};

static int add_token(int kind, int line) {
  if (ntoks >= MAX_TOKENS) {
    error_at(line, "program too long", 0);
    return -1;
  }
  struct token *t = &toks[ntoks++];
  t->kind = (u8)kind;
  t->line = (u16)line;
  t->value = 0;
  t->name[0] = 0;
  return ntoks - 1;
}

/* Two-character operators first, then single ones. */
static int punct(const char *p, int *len) {
  static const struct {
    char a, b;
    u8 kind;
  } two[] = {{'<', '<', T_SHL}, {'>', '>', T_SHR},   {'<', '=', T_LE},
             {'>', '=', T_GE},  {'=', '=', T_EQ},    {'!', '=', T_NE},
             {'&', '&', T_ANDAND}, {'|', '|', T_OROR}, {0, 0, 0}};
  for (int i = 0; two[i].a; i++)
    if (p[0] == two[i].a && p[1] == two[i].b) {
      *len = 2;
      return two[i].kind;
    }
  *len = 1;
  switch (p[0]) {
  case '(': return T_LPAREN;
  case ')': return T_RPAREN;
  case '{': return T_LBRACE;
  case '}': return T_RBRACE;
  case '[': return T_LBRACKET;
  case ']': return T_RBRACKET;
  case ',': return T_COMMA;
  case ';': return T_SEMI;
  case '=': return T_ASSIGN;
  case '+': return T_PLUS;
  case '-': return T_MINUS;
  case '*': return T_STAR;
  case '/': return T_SLASH;
  case '%': return T_PERCENT;
  case '&': return T_AMP;
  case '|': return T_PIPE;
  case '^': return T_CARET;
  case '<': return T_LT;
  case '>': return T_GT;
  case '!': return T_BANG;
  case '~': return T_TILDE;
  }
  return -1;
}

static void lex(const char *src) {
  int line = 1;
  ntoks = 0;
  const char *p = src;
  while (!failed) {
    char c = *p;
    if (c == 0)
      break;
    if (c == '\n') {
      line++;
      p++;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      p++;
    } else if (c == '#') {
      while (*p && *p != '\n')
        p++;
    } else if (is_digit(c)) {
      u32 v = 0;
      if (c == '0' && (p[1] == 'x' || p[1] == 'X')) {
        p += 2;
        for (;;) {
          char h = *p;
          u32 d;
          if (is_digit(h))
            d = (u32)(h - '0');
          else if (h >= 'a' && h <= 'f')
            d = (u32)(h - 'a' + 10);
          else if (h >= 'A' && h <= 'F')
            d = (u32)(h - 'A' + 10);
          else
            break;
          v = v * 16 + d;
          p++;
        }
      } else {
        while (is_digit(*p))
          v = v * 10 + (u32)(*p++ - '0');
      }
      int t = add_token(T_NUM, line);
      if (t >= 0)
        toks[t].value = (i32)v;
    } else if (is_alpha(c)) {
      char name[MAX_NAME];
      int n = 0;
      while (is_alpha(*p) || is_digit(*p)) {
        if (n < MAX_NAME - 1)
          name[n++] = *p;
        p++;
      }
      name[n] = 0;
      int kind = T_IDENT;
      for (int i = 0; keywords[i].word; i++)
        if (str_eq(keywords[i].word, name))
          kind = keywords[i].kind;
      int t = add_token(kind, line);
      if (t >= 0)
        str_copy(toks[t].name, name, MAX_NAME);
    } else {
      int len;
      int kind = punct(p, &len);
      if (kind < 0) {
        char bad[2] = {c, 0};
        error_at(line, "unexpected character", bad);
        return;
      }
      add_token(kind, line);
      p += len;
    }
  }
  add_token(T_EOF, line);
}

/* ---------------------------------------------------------------- AST */

enum node_kind {
  N_NUM,
  N_LOCAL,
  N_INDEX,   /* mem[a] */
  N_CALL,    /* function `value`, arguments in the list `a` */
  N_UNARY,   /* op `value`, operand a */
  N_BINARY,  /* op `value`, operands a, b */
  N_AND,
  N_OR,
  N_ASSIGN,  /* local `value` = a */
  N_STORE,   /* mem[a] = b */
  N_VAR,     /* declares local `value` = a */
  N_IF,      /* a: condition, b: then, c: else (or -1) */
  N_WHILE,   /* a: condition, b: body */
  N_RETURN,
  N_PRINT,
  N_EXPR,
  N_BLOCK    /* statements in the list `a` */
};

struct node {
  u8 kind;
  u16 line;
  i32 value;
  i16 a, b, c;
  i16 next; /* the following node of a list */
};

static struct node nodes[MAX_NODES];
static int nnodes;

static int new_node(int kind, int line) {
  if (nnodes >= MAX_NODES) {
    error_at(line, "program too complex", 0);
    return 0;
  }
  struct node *n = &nodes[nnodes];
  n->kind = (u8)kind;
  n->line = (u16)line;
  n->value = 0;
  n->a = n->b = n->c = -1;
  n->next = -1;
  return nnodes++;
}

/* ---------------------------------------------------------------- symbols */

struct func {
  char name[MAX_NAME];
  int params;
  int locals;
  int body;  /* block node */
  int entry; /* code address */
  int defined;
  int line;
};

static struct func funcs[MAX_FUNCS];
static int nfuncs;

/* The locals of the function being parsed; scopes are blocks. */
static char local_names[MAX_LOCALS][MAX_NAME];
static int nlocals;
static int max_locals;

static int find_func(const char *name) {
  for (int i = 0; i < nfuncs; i++)
    if (str_eq(funcs[i].name, name))
      return i;
  return -1;
}

/* Functions may be called before they are defined: the first use declares. */
static int declare_func(const char *name, int line) {
  int f = find_func(name);
  if (f >= 0)
    return f;
  if (nfuncs >= MAX_FUNCS) {
    error_at(line, "too many functions", 0);
    return 0;
  }
  f = nfuncs++;
  str_copy(funcs[f].name, name, MAX_NAME);
  funcs[f].params = -1;
  funcs[f].locals = 0;
  funcs[f].body = -1;
  funcs[f].entry = -1;
  funcs[f].defined = 0;
  funcs[f].line = line;
  return f;
}

static int find_local(const char *name) {
  for (int i = nlocals - 1; i >= 0; i--)
    if (str_eq(local_names[i], name))
      return i;
  return -1;
}

static int add_local(const char *name, int line) {
  if (nlocals >= MAX_LOCALS) {
    error_at(line, "too many locals", 0);
    return 0;
  }
  str_copy(local_names[nlocals], name, MAX_NAME);
  nlocals++;
  if (nlocals > max_locals)
    max_locals = nlocals;
  return nlocals - 1;
}

/* ---------------------------------------------------------------- parser */

static int pos;

static struct token *peek(void) { return &toks[pos]; }

static int accept(int kind) {
  if (toks[pos].kind == kind) {
    pos++;
    return 1;
  }
  return 0;
}

static void expect(int kind, const char *what) {
  if (!accept(kind))
    error_at(toks[pos].line, "expected", what);
}

static int parse_expr(void);

static int parse_args(int *count) {
  int first = -1, last = -1;
  *count = 0;
  if (accept(T_RPAREN))
    return -1;
  do {
    int e = parse_expr();
    if (first < 0)
      first = e;
    else
      nodes[last].next = (i16)e;
    last = e;
    (*count)++;
  } while (accept(T_COMMA) && !failed);
  expect(T_RPAREN, ")");
  return first;
}

static int parse_primary(void) {
  struct token *t = peek();
  int line = t->line;
  if (failed)
    return new_node(N_NUM, line);
  if (accept(T_NUM)) {
    int n = new_node(N_NUM, line);
    nodes[n].value = t->value;
    return n;
  }
  if (accept(T_LPAREN)) {
    int e = parse_expr();
    expect(T_RPAREN, ")");
    return e;
  }
  if (accept(T_IDENT)) {
    if (str_eq(t->name, "mem")) {
      expect(T_LBRACKET, "[");
      int n = new_node(N_INDEX, line);
      nodes[n].a = (i16)parse_expr();
      expect(T_RBRACKET, "]");
      return n;
    }
    if (accept(T_LPAREN)) {
      int n = new_node(N_CALL, line);
      int count;
      int f = declare_func(t->name, line);
      nodes[n].value = f;
      nodes[n].a = (i16)parse_args(&count);
      nodes[n].b = (i16)count;
      return n;
    }
    int l = find_local(t->name);
    if (l < 0) {
      error_at(line, "unknown variable", t->name);
      l = 0;
    }
    int n = new_node(N_LOCAL, line);
    nodes[n].value = l;
    return n;
  }
  error_at(line, "expected an expression", 0);
  pos++;
  return new_node(N_NUM, line);
}

static int parse_unary(void) {
  int line = peek()->line;
  int op = peek()->kind;
  if (op == T_MINUS || op == T_BANG || op == T_TILDE) {
    pos++;
    int n = new_node(N_UNARY, line);
    nodes[n].value = op;
    nodes[n].a = (i16)parse_unary();
    return n;
  }
  return parse_primary();
}

/* Binding power of a binary operator; 0 when the token is not one. */
static int precedence(int kind) {
  switch (kind) {
  case T_OROR: return 1;
  case T_ANDAND: return 2;
  case T_PIPE: return 3;
  case T_CARET: return 4;
  case T_AMP: return 5;
  case T_EQ:
  case T_NE: return 6;
  case T_LT:
  case T_LE:
  case T_GT:
  case T_GE: return 7;
  case T_SHL:
  case T_SHR: return 8;
  case T_PLUS:
  case T_MINUS: return 9;
  case T_STAR:
  case T_SLASH:
  case T_PERCENT: return 10;
  }
  return 0;
}

/* Precedence climbing. */
static int parse_binary(int min_prec) {
  int left = parse_unary();
  for (;;) {
    int op = peek()->kind;
    int prec = precedence(op);
    if (prec == 0 || prec < min_prec || failed)
      return left;
    int line = peek()->line;
    pos++;
    int right = parse_binary(prec + 1);
    int kind = op == T_ANDAND ? N_AND : op == T_OROR ? N_OR : N_BINARY;
    int n = new_node(kind, line);
    nodes[n].value = op;
    nodes[n].a = (i16)left;
    nodes[n].b = (i16)right;
    left = n;
  }
}

static int parse_expr(void) { return parse_binary(1); }

static int parse_block(void);

static int parse_statement(void) {
  struct token *t = peek();
  int line = t->line;
  if (accept(T_VAR)) {
    struct token *name = peek();
    expect(T_IDENT, "a name");
    int n = new_node(N_VAR, line);
    if (accept(T_ASSIGN))
      nodes[n].a = (i16)parse_expr();
    nodes[n].value = add_local(name->name, line);
    expect(T_SEMI, ";");
    return n;
  }
  if (accept(T_IF)) {
    int n = new_node(N_IF, line);
    expect(T_LPAREN, "(");
    nodes[n].a = (i16)parse_expr();
    expect(T_RPAREN, ")");
    nodes[n].b = (i16)parse_block();
    if (accept(T_ELSE)) {
      if (peek()->kind == T_IF)
        nodes[n].c = (i16)parse_statement();
      else
        nodes[n].c = (i16)parse_block();
    }
    return n;
  }
  if (accept(T_WHILE)) {
    int n = new_node(N_WHILE, line);
    expect(T_LPAREN, "(");
    nodes[n].a = (i16)parse_expr();
    expect(T_RPAREN, ")");
    nodes[n].b = (i16)parse_block();
    return n;
  }
  if (accept(T_RETURN)) {
    int n = new_node(N_RETURN, line);
    if (peek()->kind != T_SEMI)
      nodes[n].a = (i16)parse_expr();
    expect(T_SEMI, ";");
    return n;
  }
  if (accept(T_PRINT)) {
    int n = new_node(N_PRINT, line);
    expect(T_LPAREN, "(");
    nodes[n].a = (i16)parse_expr();
    expect(T_RPAREN, ")");
    expect(T_SEMI, ";");
    return n;
  }
  if (t->kind == T_LBRACE)
    return parse_block();
  /* An assignment or an expression statement. */
  if (t->kind == T_IDENT && toks[pos + 1].kind == T_ASSIGN) {
    pos += 2;
    int l = find_local(t->name);
    if (l < 0)
      error_at(line, "unknown variable", t->name);
    int n = new_node(N_ASSIGN, line);
    nodes[n].value = l < 0 ? 0 : l;
    nodes[n].a = (i16)parse_expr();
    expect(T_SEMI, ";");
    return n;
  }
  int e = parse_expr();
  if (nodes[e].kind == N_INDEX && accept(T_ASSIGN)) {
    int n = new_node(N_STORE, line);
    nodes[n].a = nodes[e].a;
    nodes[n].b = (i16)parse_expr();
    expect(T_SEMI, ";");
    return n;
  }
  int n = new_node(N_EXPR, line);
  nodes[n].a = (i16)e;
  expect(T_SEMI, ";");
  return n;
}

static int parse_block(void) {
  int line = peek()->line;
  expect(T_LBRACE, "{");
  int n = new_node(N_BLOCK, line);
  int scope = nlocals;
  int last = -1;
  while (!failed && peek()->kind != T_RBRACE && peek()->kind != T_EOF) {
    int s = parse_statement();
    if (last < 0)
      nodes[n].a = (i16)s;
    else
      nodes[last].next = (i16)s;
    last = s;
  }
  expect(T_RBRACE, "}");
  nlocals = scope;
  return n;
}

static void parse_function(void) {
  int line = peek()->line;
  expect(T_FN, "fn");
  struct token *name = peek();
  expect(T_IDENT, "a function name");
  if (failed)
    return;
  int f = declare_func(name->name, line);
  if (funcs[f].defined) {
    error_at(line, "function defined twice", name->name);
    return;
  }
  funcs[f].defined = 1;
  funcs[f].line = line;
  nlocals = 0;
  max_locals = 0;
  expect(T_LPAREN, "(");
  int params = 0;
  if (!accept(T_RPAREN)) {
    do {
      struct token *p = peek();
      expect(T_IDENT, "a parameter");
      add_local(p->name, line);
      params++;
    } while (accept(T_COMMA) && !failed);
    expect(T_RPAREN, ")");
  }
  if (funcs[f].params >= 0 && funcs[f].params != params)
    error_at(line, "wrong number of parameters", name->name);
  funcs[f].params = params;
  funcs[f].body = parse_block();
  funcs[f].locals = max_locals;
}

/* Checks what the parser could not: calls of undefined functions and
   argument counts. */
static void check_calls(void) {
  for (int i = 0; i < nnodes && !failed; i++) {
    struct node *n = &nodes[i];
    if (n->kind != N_CALL)
      continue;
    struct func *f = &funcs[n->value];
    if (!f->defined)
      error_at(n->line, "undefined function", f->name);
    else if (f->params != n->b)
      error_at(n->line, "wrong number of arguments to", f->name);
  }
}

static void parse_program(void) {
  pos = 0;
  nnodes = 0;
  nfuncs = 0;
  while (!failed && peek()->kind != T_EOF)
    parse_function();
  if (!failed)
    check_calls();
  if (!failed && find_func("main") < 0)
    error_at(1, "no main function", 0);
}

/* ---------------------------------------------------------------- folding */

static u32 binary_op(int op, u32 a, u32 b, int *ok) {
  *ok = 1;
  switch (op) {
  case T_PLUS: return a + b;
  case T_MINUS: return a - b;
  case T_STAR: return a * b;
  case T_SLASH:
  case T_PERCENT:
    if (b == 0) {
      *ok = 0;
      return 0;
    }
    if (a == 0x80000000u && b == 0xffffffffu)
      return op == T_SLASH ? a : 0;
    return op == T_SLASH ? (u32)((i32)a / (i32)b) : (u32)((i32)a % (i32)b);
  case T_AMP: return a & b;
  case T_PIPE: return a | b;
  case T_CARET: return a ^ b;
  case T_SHL: return a << (b & 31);
  case T_SHR: return (u32)((i32)a >> (b & 31));
  case T_LT: return (i32)a < (i32)b;
  case T_LE: return (i32)a <= (i32)b;
  case T_GT: return (i32)a > (i32)b;
  case T_GE: return (i32)a >= (i32)b;
  case T_EQ: return a == b;
  case T_NE: return a != b;
  }
  *ok = 0;
  return 0;
}

static u32 unary_op(int op, u32 a) {
  switch (op) {
  case T_MINUS: return 0u - a;
  case T_BANG: return a == 0;
  case T_TILDE: return ~a;
  }
  return a;
}

static int folded;

/* Folds constant subexpressions bottom up; division by a constant zero is
   left for the VM to report. */
static void fold(int i) {
  if (i < 0)
    return;
  struct node *n = &nodes[i];
  if (n->kind == N_CALL || n->kind == N_BLOCK)
    return; /* their lists are folded by fold_all */
  fold(n->a);
  fold(n->b);
  fold(n->c);
  if (n->kind == N_UNARY && nodes[n->a].kind == N_NUM) {
    n->value = (i32)unary_op(n->value, (u32)nodes[n->a].value);
    n->kind = N_NUM;
    folded++;
  } else if (n->kind == N_BINARY && nodes[n->a].kind == N_NUM &&
             nodes[n->b].kind == N_NUM) {
    int ok;
    u32 v = binary_op(n->value, (u32)nodes[n->a].value,
                      (u32)nodes[n->b].value, &ok);
    if (ok) {
      n->kind = N_NUM;
      n->value = (i32)v;
      folded++;
    }
  } else if ((n->kind == N_AND || n->kind == N_OR) &&
             nodes[n->a].kind == N_NUM && nodes[n->b].kind == N_NUM) {
    int a = nodes[n->a].value != 0, b = nodes[n->b].value != 0;
    n->value = n->kind == N_AND ? (a && b) : (a || b);
    n->kind = N_NUM;
    folded++;
  }
}

/* Every node, including the elements of lists (blocks, arguments), which
   hang off `next`; folding a folded node again changes nothing. */
static void fold_all(void) {
  for (int i = 0; i < nnodes; i++)
    fold(i);
}

/* ---------------------------------------------------------------- bytecode */

enum opcode {
  OP_PUSH,   /* imm */
  OP_LOAD,   /* local */
  OP_STORE,  /* local */
  OP_MLOAD,
  OP_MSTORE,
  OP_BIN,    /* operator */
  OP_NEG,
  OP_NOT,
  OP_INV,
  OP_JMP,    /* target */
  OP_JZ,     /* target */
  OP_JNZ,    /* target */
  OP_CALL,   /* function */
  OP_RET,
  OP_PRINT,
  OP_POP,
  OP_DUP,
  OP_ENTER,  /* locals beyond the parameters */
  OP_HALT
};

static i32 code[MAX_CODE];
static int ncode;

static void emit(int word, int line) {
  if (ncode >= MAX_CODE) {
    error_at(line, "code too large", 0);
    return;
  }
  code[ncode++] = word;
}

static void emit2(int op, int arg, int line) {
  emit(op, line);
  emit(arg, line);
}

static void patch(int at, int target) { code[at] = target; }

static void gen_expr(int i);

static void gen_cond_jump(int i, int jump_if_true, int *hole) {
  gen_expr(i);
  emit2(jump_if_true ? OP_JNZ : OP_JZ, 0, nodes[i].line);
  *hole = ncode - 1;
}

static void gen_expr(int i) {
  struct node *n = &nodes[i];
  int line = n->line;
  switch (n->kind) {
  case N_NUM:
    emit2(OP_PUSH, n->value, line);
    break;
  case N_LOCAL:
    emit2(OP_LOAD, n->value, line);
    break;
  case N_INDEX:
    gen_expr(n->a);
    emit(OP_MLOAD, line);
    break;
  case N_CALL:
    for (int a = n->a; a >= 0; a = nodes[a].next)
      gen_expr(a);
    emit2(OP_CALL, n->value, line);
    break;
  case N_UNARY:
    gen_expr(n->a);
    emit(n->value == T_MINUS ? OP_NEG : n->value == T_BANG ? OP_NOT : OP_INV,
         line);
    break;
  case N_BINARY:
    gen_expr(n->a);
    gen_expr(n->b);
    emit2(OP_BIN, n->value, line);
    break;
  case N_AND:
  case N_OR: {
    /* a && b: if !a the result is 0, else !!b (and the mirror for ||). */
    int hole;
    gen_cond_jump(n->a, n->kind == N_OR, &hole);
    gen_expr(n->b);
    emit(OP_NOT, line);
    emit(OP_NOT, line);
    emit2(OP_JMP, 0, line);
    int end = ncode - 1;
    patch(hole, ncode);
    emit2(OP_PUSH, n->kind == N_OR, line);
    patch(end, ncode);
    break;
  }
  default:
    error_at(line, "not an expression", 0);
  }
}

static void gen_stmt(int i) {
  struct node *n = &nodes[i];
  int line = n->line;
  switch (n->kind) {
  case N_VAR:
    if (n->a >= 0)
      gen_expr(n->a);
    else
      emit2(OP_PUSH, 0, line);
    emit2(OP_STORE, n->value, line);
    break;
  case N_ASSIGN:
    gen_expr(n->a);
    emit2(OP_STORE, n->value, line);
    break;
  case N_STORE:
    gen_expr(n->a);
    gen_expr(n->b);
    emit(OP_MSTORE, line);
    break;
  case N_IF: {
    if (nodes[n->a].kind == N_NUM) {
      /* A constant condition keeps only the branch taken. */
      if (nodes[n->a].value)
        gen_stmt(n->b);
      else if (n->c >= 0)
        gen_stmt(n->c);
      break;
    }
    int hole;
    gen_cond_jump(n->a, 0, &hole);
    gen_stmt(n->b);
    if (n->c >= 0) {
      emit2(OP_JMP, 0, line);
      int end = ncode - 1;
      patch(hole, ncode);
      gen_stmt(n->c);
      patch(end, ncode);
    } else {
      patch(hole, ncode);
    }
    break;
  }
  case N_WHILE: {
    /* The test at the bottom: one jump per iteration. */
    emit2(OP_JMP, 0, line);
    int to_test = ncode - 1;
    int top = ncode;
    gen_stmt(n->b);
    patch(to_test, ncode);
    gen_expr(n->a);
    emit2(OP_JNZ, top, line);
    break;
  }
  case N_RETURN:
    if (n->a >= 0)
      gen_expr(n->a);
    else
      emit2(OP_PUSH, 0, line);
    emit(OP_RET, line);
    break;
  case N_PRINT:
    gen_expr(n->a);
    emit(OP_PRINT, line);
    break;
  case N_EXPR:
    gen_expr(n->a);
    emit(OP_POP, line);
    break;
  case N_BLOCK:
    for (int s = n->a; s >= 0; s = nodes[s].next)
      gen_stmt(s);
    break;
  default:
    error_at(line, "not a statement", 0);
  }
}

static void gen_program(void) {
  ncode = 0;
  int main_f = find_func("main");
  emit2(OP_CALL, main_f, 0);
  emit(OP_HALT, 0);
  for (int f = 0; f < nfuncs && !failed; f++) {
    funcs[f].entry = ncode;
    emit2(OP_ENTER, funcs[f].locals - funcs[f].params, funcs[f].line);
    gen_stmt(funcs[f].body);
    emit2(OP_PUSH, 0, funcs[f].line);
    emit(OP_RET, funcs[f].line);
  }
}

static u32 code_checksum(void) {
  u32 h = 2166136261u;
  for (int i = 0; i < ncode; i++) {
    h ^= (u32)code[i];
    h *= 16777619u;
  }
  return h;
}

/* ---------------------------------------------------------------- VM */

struct frame {
  int ret;   /* code address */
  int base;  /* first local on the stack */
  int func;
};

static i32 stack[STACK_SIZE];
static struct frame frames[FRAMES];
static i32 memory[MEMORY];
static u32 out_hash;
static int out_count;
static u32 steps;

static void vm_print(i32 v) {
  out_hash = (out_hash ^ (u32)v) * 16777619u;
  out_count++;
  if (out_count <= 40) {
    print_str("  out ");
    print_int(v);
    print_nl();
  }
}

static int run_vm(i32 *result) {
  int pc = 0, sp = 0, fp = 0;
  int depth = 0;
  steps = 0;
  for (int i = 0; i < MEMORY; i++)
    memory[i] = 0;
  for (;;) {
    steps++;
    if (sp > STACK_SIZE - MAX_LOCALS - 8) {
      error_at(0, "stack overflow", 0);
      return 0;
    }
    int op = code[pc++];
    switch (op) {
    case OP_PUSH:
      stack[sp++] = code[pc++];
      break;
    case OP_LOAD:
      stack[sp++] = stack[fp + code[pc++]];
      break;
    case OP_STORE:
      stack[fp + code[pc++]] = stack[--sp];
      break;
    case OP_MLOAD: {
      u32 at = (u32)stack[sp - 1];
      if (at >= MEMORY) {
        error_at(0, "memory index out of range", 0);
        return 0;
      }
      stack[sp - 1] = memory[at];
      break;
    }
    case OP_MSTORE: {
      i32 v = stack[--sp];
      u32 at = (u32)stack[--sp];
      if (at >= MEMORY) {
        error_at(0, "memory index out of range", 0);
        return 0;
      }
      memory[at] = v;
      break;
    }
    case OP_BIN: {
      int ok;
      u32 b = (u32)stack[--sp];
      u32 a = (u32)stack[sp - 1];
      stack[sp - 1] = (i32)binary_op(code[pc++], a, b, &ok);
      if (!ok) {
        error_at(0, "division by zero", 0);
        return 0;
      }
      break;
    }
    case OP_NEG:
      stack[sp - 1] = (i32)(0u - (u32)stack[sp - 1]);
      break;
    case OP_NOT:
      stack[sp - 1] = stack[sp - 1] == 0;
      break;
    case OP_INV:
      stack[sp - 1] = ~stack[sp - 1];
      break;
    case OP_JMP:
      pc = code[pc];
      break;
    case OP_JZ:
      pc = stack[--sp] == 0 ? code[pc] : pc + 1;
      break;
    case OP_JNZ:
      pc = stack[--sp] != 0 ? code[pc] : pc + 1;
      break;
    case OP_CALL: {
      int f = code[pc++];
      if (depth >= FRAMES) {
        error_at(0, "call depth exceeded", 0);
        return 0;
      }
      frames[depth].ret = pc;
      frames[depth].base = fp;
      frames[depth].func = f;
      depth++;
      fp = sp - funcs[f].params;
      pc = funcs[f].entry;
      break;
    }
    case OP_ENTER:
      for (int i = code[pc++]; i > 0; i--)
        stack[sp++] = 0;
      break;
    case OP_RET: {
      i32 v = stack[--sp];
      depth--;
      sp = fp;
      fp = frames[depth].base;
      pc = frames[depth].ret;
      stack[sp++] = v;
      break;
    }
    case OP_PRINT:
      vm_print(stack[--sp]);
      break;
    case OP_POP:
      sp--;
      break;
    case OP_DUP:
      stack[sp] = stack[sp - 1];
      sp++;
      break;
    case OP_HALT:
      *result = stack[sp - 1];
      return 1;
    default:
      error_at(0, "bad opcode", 0);
      return 0;
    }
  }
}

/* ---------------------------------------------------------------- driver */

static u32 total_hash;

static void run_program(const char *title, const char *src) {
  print_str("== ");
  print_str(title);
  print_nl();
  failed = 0;
  err_msg[0] = 0;
  out_hash = 2166136261u;
  out_count = 0;
  folded = 0;
  lex(src);
  if (!failed)
    parse_program();
  if (!failed)
    fold_all();
  if (!failed)
    gen_program();
  if (failed) {
    print_str("  error on line ");
    print_int(err_line);
    print_str(": ");
    print_str(err_msg);
    print_nl();
    total_hash = (total_hash ^ (u32)err_line) * 31u + (u32)str_len(err_msg);
    return;
  }
  print_str("  tokens=");
  print_int(ntoks);
  print_str(" nodes=");
  print_int(nnodes);
  print_str(" code=");
  print_int(ncode);
  print_str(" folded=");
  print_int(folded);
  print_str(" hash=");
  print_hex(code_checksum());
  print_nl();
  i32 result = 0;
  if (!run_vm(&result)) {
    print_str("  runtime error: ");
    print_str(err_msg);
    print_nl();
    total_hash = total_hash * 31u + 7u;
    return;
  }
  print_str("  result=");
  print_int(result);
  print_str(" outputs=");
  print_int(out_count);
  print_str(" out_hash=");
  print_hex(out_hash);
  print_str(" steps=");
  print_u32(steps);
  print_nl();
  total_hash = (total_hash ^ out_hash) * 31u + (u32)result + code_checksum();
}

static const char prog_fib[] =
    "# recursion and a loop\n"
    "fn fib(n) { if (n < 2) { return n; } return fib(n - 1) + fib(n - 2); }\n"
    "fn main() {\n"
    "  var i = 0; var s = 0;\n"
    "  while (i < 18) { var f = fib(i); print(f); s = s + f; i = i + 1; }\n"
    "  return s;\n"
    "}\n";

static const char prog_sieve[] =
    "fn sieve(n) {\n"
    "  var i = 2;\n"
    "  while (i < n) { mem[i] = 1; i = i + 1; }\n"
    "  i = 2;\n"
    "  while (i * i < n) {\n"
    "    if (mem[i]) { var j = i * i; while (j < n) { mem[j] = 0; j = j + i; } }\n"
    "    i = i + 1;\n"
    "  }\n"
    "  var count = 0; i = 2;\n"
    "  while (i < n) { if (mem[i]) { count = count + 1; if (i > 480) { print(i); } } i = i + 1; }\n"
    "  return count;\n"
    "}\n"
    "fn main() { return sieve(500); }\n";

static const char prog_gcd[] =
    "fn gcd(a, b) { while (b != 0) { var t = a % b; a = b; b = t; } return a; }\n"
    "fn lcm(a, b) { return a / gcd(a, b) * b; }\n"
    "fn main() {\n"
    "  var acc = 1; var k = 1;\n"
    "  while (k <= 20) { acc = lcm(acc, k); k = k + 1; }\n"
    "  print(acc); print(gcd(1071, 462)); print(gcd(0x7fffffff, 0x7ffffffe));\n"
    "  return acc % 1000;\n"
    "}\n";

static const char prog_collatz[] =
    "fn steps(n) { var s = 0; while (n != 1) {\n"
    "    if (n & 1) { n = 3 * n + 1; } else { n = n >> 1; }\n"
    "    s = s + 1; }\n"
    "  return s; }\n"
    "fn main() {\n"
    "  var best = 0; var arg = 0; var n = 1;\n"
    "  while (n < 300) { var s = steps(n); if (s > best) { best = s; arg = n; print(n); } n = n + 1; }\n"
    "  return best * 1000 + arg;\n"
    "}\n";

static const char prog_ops[] =
    "fn main() {\n"
    "  print(2 + 3 * 4 - 10 / 3);           # folded\n"
    "  print((1 << 31) >> 31);\n"
    "  print(-7 / 2); print(-7 % 2); print(7 % -2);\n"
    "  print(!0 + !5 + ~0);\n"
    "  print(0x80000000 / -1);\n"
    "  var a = 12; var b = 10;\n"
    "  print(a & b); print(a | b); print(a ^ b);\n"
    "  print(a < b || b < a && a != b);\n"
    "  print((a > b) + (a >= b) * 2 + (a == b) * 4 + (a <= b) * 8);\n"
    "  print(0 && 1 / 0);\n"
    "  print(1 || 1 / 0);\n"
    "  var x = 0x7fffffff; print(x + 1); print(x * x);\n"
    "  return a * b - 20;\n"
    "}\n";

static const char prog_sort[] =
    "fn fill(n, seed) { var i = 0; while (i < n) {\n"
    "    seed = seed * 1103515245 + 12345; mem[i] = (seed >> 8) & 1023; i = i + 1; }\n"
    "  return seed; }\n"
    "fn insertion(n) { var i = 1; while (i < n) { var v = mem[i]; var j = i - 1;\n"
    "    while (j >= 0 && mem[j] > v) { mem[j + 1] = mem[j]; j = j - 1; }\n"
    "    mem[j + 1] = v; i = i + 1; } return 0; }\n"
    "fn check(n) { var i = 1; while (i < n) { if (mem[i - 1] > mem[i]) { return 0; } i = i + 1; } return 1; }\n"
    "fn sum(n) { var s = 0; var i = 0; while (i < n) { s = s * 31 + mem[i]; i = i + 1; } return s; }\n"
    "fn main() { fill(120, 42); insertion(120); print(check(120));\n"
    "  print(mem[0]); print(mem[119]); return sum(120); }\n";

static const char prog_ackermann[] =
    "fn ack(m, n) {\n"
    "  if (m == 0) { return n + 1; }\n"
    "  if (n == 0) { return ack(m - 1, 1); }\n"
    "  return ack(m - 1, ack(m, n - 1));\n"
    "}\n"
    "fn main() { print(ack(2, 3)); return ack(2, 5); }\n";

static const char prog_div0[] =
    "fn f(x) { return 10 / x; }\n"
    "fn main() { print(f(5)); return f(0); }\n";

static const char prog_deep[] =
    "fn down(n) { return down(n + 1) + 1; }\n"
    "fn main() { return down(0); }\n";

static const char prog_bad_var[] =
    "fn main() {\n  var a = 1;\n  return a + b;\n}\n";

static const char prog_bad_call[] =
    "fn two(a, b) { return a + b; }\n"
    "fn main() { return two(1); }\n";

static const char prog_bad_syntax[] =
    "fn main() {\n  var a = (1 + ;\n}\n";

static const char prog_bad_char[] = "fn main() { return 1 @ 2; }\n";

static const char prog_undefined[] = "fn main() { return nowhere(3); }\n";

int main(void) {
  total_hash = 17;
  run_program("fib", prog_fib);
  run_program("sieve", prog_sieve);
  run_program("gcd", prog_gcd);
  run_program("collatz", prog_collatz);
  run_program("operators", prog_ops);
  run_program("sort", prog_sort);
  run_program("ackermann", prog_ackermann);
  run_program("division by zero", prog_div0);
  run_program("deep recursion", prog_deep);
  run_program("unknown variable", prog_bad_var);
  run_program("argument count", prog_bad_call);
  run_program("syntax", prog_bad_syntax);
  run_program("bad character", prog_bad_char);
  run_program("undefined function", prog_undefined);
  print_str("checksum ");
  print_hex(total_hash);
  print_nl();
  return 0;
}
