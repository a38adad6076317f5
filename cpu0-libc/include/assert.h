/* assert.h of the Cpu0 C library. Not guarded: NDEBUG may change between includes. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
_Noreturn void __cpu0_assert_fail(const char *expr, const char *file, int line,
                                  const char *func);
#define assert(e) ((e) ? (void)0 : __cpu0_assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
#ifndef __cplusplus
#define static_assert _Static_assert
#endif
