//! Byte-addressed memory in the target byte order, with the predecode cache.
//!
//! Every store goes through this type, so it is the one place that keeps the cache
//! honest: a store invalidates the cached decoding of each word it touches (and
//! the machine has it forget the pages that lose execute permission).
//!
//! The cache covers memory from address 0 up to the highest code fetched so far and
//! grows on demand, so a machine with a large memory is cheap to create.

use crate::predecode::Decoded;
use crate::protect::{PageTable, Perms, PAGE_SIZE};
use crate::zeroed::Zeroed;
use cpu0_asm::Endian;

pub(crate) struct Memory {
    /// Fresh pages: a machine pays for the memory its program touches.
    bytes: Zeroed<u8>,
    /// One slot per aligned word (`addr / 4`) of a prefix of memory, filled lazily
    /// at fetch.
    pub(crate) decoded: Vec<Decoded>,
    endian: Endian,
    /// One byte per word of memory while the translating engine has made a
    /// unit (empty before): [`TRANSLATED`] where a unit covers the word,
    /// [`DECODED`] where the predecode cache may hold it, and [`PAGE_BIT`]
    /// by its page's write permission (see `clean_store`). A translated store
    /// leaves to the interpreter when either of the first two is set, so the
    /// store goes through [`Memory`], which keeps both translations and the
    /// cache honest (or faults there).
    pub(crate) code_words: Zeroed<u8>,
    /// When `code_words` marks pages' write permission (see
    /// [`make_code_words`](Self::make_code_words)), the byte a word must have
    /// for a translated store to it to go on: 0 where [`PAGE_BIT`] marks the
    /// unwritable pages, [`PAGE_BIT`] where it marks the writable ones. Then
    /// translated stores need no look-up in the page table.
    pub(crate) clean_store: Option<u8>,
    /// Set when page permissions changed: every translation is to be dropped
    /// before more translated code runs.
    pub(crate) translations_stale: bool,
    /// Word ranges (`first..=last`) that stores touched while translated: the
    /// units covering them are to be dropped before more translated code runs.
    pub(crate) stale_words: Vec<(usize, usize)>,
}

/// A `code_words` bit: a translated unit covers the word.
pub(crate) const TRANSLATED: u8 = 1;
/// A `code_words` bit: the predecode cache may hold the word (set when the
/// interpreter fills the slot; a store through [`Memory`] clears the slot).
pub(crate) const DECODED: u8 = 2;

/// A `code_words` bit: the word's page lacks write permission, or has it
/// (see [`Memory::clean_store`]). Set only when the table is made (a
/// permission change drops every translation and the table with them);
/// nothing that clears the other bits clears it, and only translated stores
/// look at it.
pub(crate) const PAGE_BIT: u8 = 4;

/// The most pages [`Memory::make_code_words`] marks (2 MiB of guest
/// memory), the unwritable ones or else the writable ones: marking costs
/// ~0.65 us a page (the table's fresh pages), stores gain one look-up less
/// each. The bench's protected checksum machine has 246 unwritable (~160 us
/// on a 8 ms run; its sieve, with none, ran 44 -> 39.5 ms); `cpu0c run`'s JIT
/// machines ~32,500 (all of memory not handed out: marking them took 33 ms)
/// but 257-274 writable (the 1 MiB stack and the data) in the C programs
/// tried.
const MAX_MARKED_PAGES: usize = 512;

/// The cache grows in steps of at least this many words (16 KiB of code).
const CACHE_STEP: usize = 4096;

impl Memory {
    /// `size` must be a multiple of 4 (checked by `Config::validate`).
    pub(crate) fn new(size: u32, endian: Endian) -> Memory {
        Memory {
            bytes: Zeroed::new(size as usize),
            decoded: Vec::new(),
            endian,
            code_words: Zeroed::new(0),
            clean_store: None,
            translations_stale: false,
            stale_words: Vec::new(),
        }
    }

    /// Grows the cache so that it has `slot` (a word index inside memory), at least
    /// doubling it so growth is amortised.
    pub(crate) fn cover(&mut self, slot: usize) {
        let words = self.bytes.len() / 4;
        if slot < self.decoded.len() || slot >= words {
            return;
        }
        let len = (slot + 1)
            .max(2 * self.decoded.len())
            .next_multiple_of(CACHE_STEP)
            .min(words);
        self.decoded.resize(len, Decoded::UNDECODED);
    }

    pub(crate) fn size(&self) -> u32 {
        self.bytes.len() as u32
    }

    pub(crate) fn endian(&self) -> Endian {
        self.endian
    }

    #[inline(always)]
    fn slice<const N: usize>(&self, addr: u32) -> Option<[u8; N]> {
        let a = addr as usize;
        let bytes = self.bytes.get(a..a.checked_add(N)?)?;
        bytes.try_into().ok()
    }

    #[inline(always)]
    pub(crate) fn load8(&self, addr: u32) -> Option<u8> {
        self.bytes.get(addr as usize).copied()
    }

    #[inline(always)]
    pub(crate) fn load16(&self, addr: u32) -> Option<u16> {
        let b = self.slice::<2>(addr)?;
        Some(match self.endian {
            Endian::Big => u16::from_be_bytes(b),
            Endian::Little => u16::from_le_bytes(b),
        })
    }

    #[inline(always)]
    pub(crate) fn load32(&self, addr: u32) -> Option<u32> {
        let b = self.slice::<4>(addr)?;
        Some(self.endian.read_word(b))
    }

    /// Forgets the decoding of every word that `[addr, addr + len)` touches.
    #[inline(always)]
    fn invalidate(&mut self, addr: usize, len: usize) {
        let first = addr / 4;
        let last = (addr + len - 1) / 4;
        for slot in self.decoded.iter_mut().take(last + 1).skip(first) {
            *slot = Decoded::UNDECODED;
        }
    }

    /// Returns false (and writes nothing) if the byte is outside memory.
    #[inline(always)]
    pub(crate) fn store8(&mut self, addr: u32, value: u8) -> bool {
        let a = addr as usize;
        match self.bytes.get_mut(a) {
            Some(b) => {
                *b = value;
                if let Some(slot) = self.decoded.get_mut(a / 4) {
                    *slot = Decoded::UNDECODED;
                }
                self.note_code_write(a, 1);
                true
            }
            None => false,
        }
    }

    #[inline(always)]
    pub(crate) fn store16(&mut self, addr: u32, value: u16) -> bool {
        let bytes = match self.endian {
            Endian::Big => value.to_be_bytes(),
            Endian::Little => value.to_le_bytes(),
        };
        self.store_bytes(addr, &bytes)
    }

    #[inline(always)]
    pub(crate) fn store32(&mut self, addr: u32, value: u32) -> bool {
        self.store_bytes(addr, &self.endian.word_bytes(value))
    }

    #[inline(always)]
    fn store_bytes(&mut self, addr: u32, data: &[u8]) -> bool {
        let a = addr as usize;
        let Some(end) = a.checked_add(data.len()) else {
            return false;
        };
        match self.bytes.get_mut(a..end) {
            Some(dst) => {
                dst.copy_from_slice(data);
                // A word store touches at most two words; both slots are cleared.
                if let Some(slot) = self.decoded.get_mut(a / 4) {
                    *slot = Decoded::UNDECODED;
                }
                if let Some(slot) = self.decoded.get_mut((end - 1) / 4) {
                    *slot = Decoded::UNDECODED;
                }
                self.note_code_write(a, data.len());
                true
            }
            None => false,
        }
    }

    /// Copies `data` to `addr` (an embedder write). False if any byte is outside.
    pub(crate) fn write(&mut self, addr: u32, data: &[u8]) -> bool {
        let a = addr as usize;
        let Some(end) = a.checked_add(data.len()) else {
            return false;
        };
        match self.bytes.get_mut(a..end) {
            Some(dst) => {
                dst.copy_from_slice(data);
                if !data.is_empty() {
                    self.invalidate(a, data.len());
                    self.note_code_write(a, data.len());
                }
                true
            }
            None => false,
        }
    }

    /// Records the words of `[addr, addr + len)` (inside memory, `len` 1..=4 or an
    /// embedder write) as stale if any of them is translated; the caller has
    /// emptied their predecode slots.
    #[inline(always)]
    fn note_code_write(&mut self, addr: usize, len: usize) {
        if self.code_words.is_empty() {
            return;
        }
        let (first, last) = (addr / 4, (addr + len - 1) / 4);
        let words = &mut self.code_words[first..=last];
        let bits = words.iter().fold(0, |all, w| all | w);
        if bits & TRANSLATED != 0 {
            self.stale_words.push((first, last));
        }
        if bits & DECODED != 0 {
            // The store emptied the cache slots (only written when set, so the
            // table's pages over data stay untouched).
            for w in words {
                *w &= !DECODED;
            }
        }
    }

    /// Fills the predecode cache's `slot` (if the cache covers it), the only
    /// way the cache is filled: a filled slot is marked [`DECODED`] in the
    /// translated-words table (if there is one), so that translated stores to
    /// the word go through [`Memory`], which empties the slot.
    pub(crate) fn fill_decoded(&mut self, slot: usize, decoded: Decoded) {
        if let Some(entry) = self.decoded.get_mut(slot) {
            *entry = decoded;
            if let Some(bits) = self.code_words.get_mut(slot) {
                *bits |= DECODED;
            }
        }
    }

    /// Makes the translated-words table for a memory where nothing is
    /// translated yet, `slack` bytes longer, marking the words the predecode
    /// cache holds and, when some page is protected, with [`PAGE_BIT`] the
    /// words of the pages without write permission, or else those of the
    /// pages with it, if at most [`MAX_MARKED_PAGES`] are.
    pub(crate) fn make_code_words(&mut self, slack: usize, pages: &PageTable) {
        let words = self.bytes.len() / 4;
        let mut table = Zeroed::new(words + slack);
        for (bits, slot) in table.iter_mut().zip(&self.decoded) {
            if slot.op != crate::predecode::Op::Undecoded {
                *bits = DECODED;
            }
        }
        let per_page = PAGE_SIZE as usize / 4;
        let denied = &pages.denied()[..words.div_ceil(per_page)];
        let unwritable = denied
            .iter()
            .filter(|bits| *bits & Perms::W.bits() != 0)
            .count();
        self.clean_store = if !pages.active() {
            None
        } else if unwritable <= MAX_MARKED_PAGES {
            Some(0)
        } else if denied.len() - unwritable <= MAX_MARKED_PAGES {
            Some(PAGE_BIT)
        } else {
            None
        };
        if let Some(clean) = self.clean_store {
            // The writable pages, or the others: those a clean word is not on.
            let marked = |bits: u8| (bits & Perms::W.bits() == 0) == (clean == PAGE_BIT);
            for (page, _) in denied.iter().enumerate().filter(|(_, d)| marked(**d)) {
                let end = (page * per_page + per_page).min(words);
                for bits in &mut table[page * per_page..end] {
                    *bits |= PAGE_BIT;
                }
            }
        }
        self.code_words = table;
    }

    /// The bytes of memory, for translated code to address directly.
    pub(crate) fn bytes_ptr(&mut self) -> *mut u8 {
        self.bytes.as_mut_ptr()
    }

    /// Forgets the decodings of the words of `pages` (page numbers), which lost
    /// execute permission.
    pub(crate) fn forget_pages(&mut self, pages: &[usize]) {
        let words = PAGE_SIZE as usize / 4;
        for &page in pages {
            for slot in self.decoded.iter_mut().skip(page * words).take(words) {
                *slot = Decoded::UNDECODED;
            }
        }
    }

    /// The bytes `[addr, addr + len)`, or `None` if any is outside memory.
    pub(crate) fn read(&self, addr: u32, len: usize) -> Option<&[u8]> {
        let a = addr as usize;
        self.bytes.get(a..a.checked_add(len)?)
    }
}
