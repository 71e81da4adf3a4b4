// The preprocessor's conditional groups as the translator's clang and the real compiler see
// them (conditionals.cpp).
#pragma once

#include "translator.hpp"

#include <memory>
#include <string>
#include <vector>

namespace hbc {

// Records into `tool` what clang skips, every conditional group's directive lines, and
// whether each group's conditions have the same value for the real compiler.
std::unique_ptr<clang::PPCallbacks> makeConditionalRecorder(clang::Preprocessor &PP, ToolState &tool);

// Of the real compiler's flags, those that change its predefined macros.
std::vector<std::string> realCompilerMacroFlags(const std::vector<std::string> &args);

}  // namespace hbc
