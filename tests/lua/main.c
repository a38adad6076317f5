/* A minimal Lua 5.4 driver for tests: reads a whole script from standard input,
 * loads it with luaL_loadbuffer (chunk name "=stdin") and runs it. Opens only the
 * libraries the scripts use (no io, os or package: there are no files on Cpu0).
 * Exit status 0, or 1 after printing the error message with a traceback. */
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int traceback(lua_State *L) {
  const char *msg = lua_tostring(L, 1);
  if (msg == NULL)
    msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  luaL_traceback(L, L, msg, 1);
  return 1;
}

static const luaL_Reg libs[] = {
    {LUA_GNAME, luaopen_base},          {LUA_COLIBNAME, luaopen_coroutine},
    {LUA_TABLIBNAME, luaopen_table},    {LUA_STRLIBNAME, luaopen_string},
    {LUA_MATHLIBNAME, luaopen_math},    {LUA_UTF8LIBNAME, luaopen_utf8},
    {LUA_DBLIBNAME, luaopen_debug},     {NULL, NULL}};

int main(void) {
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  int c;
  if (buf == NULL)
    return 2;
  while ((c = getchar()) != EOF) {
    if (len == cap) {
      char *bigger = realloc(buf, cap *= 2);
      if (bigger == NULL)
        return 2;
      buf = bigger;
    }
    buf[len++] = (char)c;
  }
  lua_State *L = luaL_newstate();
  if (L == NULL)
    return 2;
  for (const luaL_Reg *lib = libs; lib->func; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  lua_pushcfunction(L, traceback);
  int status = luaL_loadbuffer(L, buf, len, "=stdin");
  if (status == LUA_OK)
    status = lua_pcall(L, 0, 0, 1);
  if (status != LUA_OK) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "lua: %s\n", msg ? msg : "(no message)");
  }
  fflush(stdout);
  lua_close(L);
  free(buf);
  return status == LUA_OK ? 0 : 1;
}
